import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useRouteLoaderData } from 'react-router-dom';
import type { MyArtist } from '../../../../../shared/api/contracts/artists.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { OnboardingStepper } from '../../../features/artist/components/onboarding-stepper.tsx';
import { ProfileLinkStep } from '../../../features/artist/components/profile-link-step.tsx';
import { WelcomeDialog } from '../../../features/artist/components/welcome-dialog.tsx';
import { forgetClaimedPseudo, readClaimedPseudo } from '../../../lib/claimed-pseudo.ts';
import { publicProfileUrl } from '../../../lib/public-url.ts';
import { forgetReferrer } from '../../../lib/referrer.ts';

/** One onboarding step: done when the account already holds what it asks for. */
interface OnboardingStep {
  id: string;
  label: string;
  isDone: (artist: MyArtist | null) => boolean;
  render: (onDone: (artist: MyArtist) => void) => ReactNode;
}

/**
 * `/app/onboarding`: the steps not done yet, then the welcome dialog and `/app`. Later steps (bio,
 * pictures, residence, styles) are added to `steps`.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The area's guard has read `GET /me` already (null: not onboarded yet): no second request, no second 404.
  const loaded = useRouteLoaderData('artist-area') as MyArtist | null | undefined;
  const [claimedPseudo] = useState(readClaimedPseudo);
  const [current, setCurrent] = useState<number | null>(null);
  const [welcomed, setWelcomed] = useState<MyArtist | null>(null);

  const steps: OnboardingStep[] = [
    {
      id: 'profile-link',
      label: t('web.artist.onboarding.steps.profileLink'),
      isDone: (artist) => artist !== null,
      render: (onDone) => <ProfileLinkStep defaultPseudo={claimedPseudo} onDone={onDone} />,
    },
  ];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first open step is chosen once, on arrival
  useEffect(() => {
    if (current !== null) return;
    const open = steps.findIndex((step) => !step.isDone(loaded ?? null));
    setCurrent(open === -1 ? steps.length : open);
  }, [current]);

  const onDone = (artist: MyArtist) => {
    const next = (current ?? 0) + 1;
    if (next < steps.length) {
      setCurrent(next);
      return;
    }
    forgetClaimedPseudo();
    forgetReferrer();
    setWelcomed(artist);
  };

  let content: ReactNode;
  if (current === null) content = <PageLoader />;
  else if (current >= steps.length && !welcomed) return <Navigate to="/app" replace />;
  else {
    const index = Math.min(current, steps.length - 1);
    content = (
      <OnboardingStepper steps={steps} current={index}>
        {!welcomed && steps[index]?.render(onDone)}
      </OnboardingStepper>
    );
  }

  return (
    <AuthLayout>
      <PageTitle page={t('web.artist.onboarding.pageTitle')} />
      <h1>{t('web.artist.onboarding.title')}</h1>
      {content}
      {welcomed && (
        <WelcomeDialog
          displayName={welcomed.displayName}
          publicUrl={publicProfileUrl(welcomed.pseudo)}
          onContinue={() => navigate('/app', { replace: true })}
        />
      )}
    </AuthLayout>
  );
}
