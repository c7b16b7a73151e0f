import accountMessages from 'virtual:inkslot-message-sections/account';
import profileEditorMessages from 'virtual:inkslot-message-sections/profileEditor';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { MyProfile } from '#shared/api/contracts/profile.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { AuthLayout } from '#web/src/components/layouts/auth-layout.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { MY_ARTIST_KEY } from '#web/src/features/artist/api/get-my-artist.ts';
import { OnboardingStepper } from '#web/src/features/artist/components/onboarding-stepper.tsx';
import { ProfileLinkStep } from '#web/src/features/artist/components/profile-link-step.tsx';
import { WelcomeDialog } from '#web/src/features/artist/components/welcome-dialog.tsx';
import { updateMyPreferences } from '#web/src/features/preferences/api/update-my-preferences.ts';
import { useMyProfile } from '#web/src/features/profile/api/get-my-profile.ts';
import {
  type ProfileExtras,
  ProfileForm,
  type ProfileSection,
} from '#web/src/features/profile/components/profile-form.tsx';
import { forgetClaimedPseudo, readClaimedPseudo } from '#web/src/lib/claimed-pseudo.ts';
import { publicProfileUrl } from '#web/src/lib/public-url.ts';
import { forgetReferrer } from '#web/src/lib/referrer.ts';

const STEP_IDS = ['profile-link', 'about', 'pictures', 'residence'] as const;
type StepId = (typeof STEP_IDS)[number];

/** What each step after the first shows of the profile, and when the profile already holds it. */
const PROFILE_STEPS: Record<
  Exclude<StepId, 'profile-link'>,
  {
    sections: readonly ProfileSection[];
    isDone: (profile: MyProfile) => boolean;
  }
> = {
  about: { sections: ['bio', 'styles'], isDone: (p) => Boolean(p.bio) || p.styles.length > 0 },
  pictures: { sections: ['images'], isDone: (p) => Boolean(p.avatar) },
  residence: { sections: ['residency'], isDone: (p) => Boolean(p.residency) },
};

function isStepId(value: string | null): value is StepId {
  return (STEP_IDS as readonly string[]).includes(value ?? '');
}

/**
 * `/app/onboarding`: four steps (page link and display name; bio and styles; picture and banner;
 * residence and time zone), then the welcome dialog. The step is in the address (`?step=pictures`),
 * so a reload keeps it; each step after the first can be skipped, and coming back without a step
 * resumes at the first one the account does not hold yet (all held: straight to `/app`).
 */
function Onboarding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The area's guard has read `GET /me` already (null: not onboarded yet): no second request, no second 404.
  const loaded = useRouteLoaderData('artist-area') as MyArtist | null | undefined;
  const [created, setCreated] = useState<MyArtist | null>(null);
  const artist = created ?? loaded ?? null;
  const { data: profile } = useMyProfile({ enabled: artist !== null });
  const [claimedPseudo] = useState(readClaimedPseudo);
  const [welcomed, setWelcomed] = useState<MyArtist | null>(null);

  const labels: Record<StepId, string> = {
    'profile-link': t('web.account.onboarding.steps.profileLink'),
    about: t('web.account.onboarding.steps.about'),
    pictures: t('web.account.onboarding.steps.pictures'),
    residence: t('web.account.onboarding.steps.residence'),
  };
  const steps = STEP_IDS.map((id) => ({ id, label: labels[id] }));

  const asked = params.get('step');
  let current: StepId | 'done' | null;
  if (!artist) current = 'profile-link';
  else if (isStepId(asked) && asked !== 'profile-link') current = asked;
  else if (!profile) current = null;
  else
    current =
      STEP_IDS.slice(1).find((id) => !PROFILE_STEPS[id as keyof typeof PROFILE_STEPS].isDone(profile)) ??
      'done';

  const finish = (account: MyArtist) => {
    forgetClaimedPseudo();
    forgetReferrer();
    setWelcomed(account);
  };
  const goTo = (step: StepId) => setParams({ step }, { replace: false });
  const next = (from: StepId, account: MyArtist | null = artist) => {
    const following = STEP_IDS[STEP_IDS.indexOf(from) + 1];
    if (following) goTo(following);
    else if (account) finish(account);
  };

  const onCreated = (account: MyArtist) => {
    setCreated(account);
    void mutate(MY_ARTIST_KEY, account, { revalidate: false });
    next('profile-link', account);
  };

  const onProfileSaved = (step: StepId) => async (_saved: MyProfile, extras: ProfileExtras) => {
    let account = artist;
    if (extras.timezone && extras.timezone !== artist?.timezone) {
      account = await updateMyPreferences({ timezone: extras.timezone });
      setCreated(account);
      void mutate(MY_ARTIST_KEY, account, { revalidate: false });
    }
    next(step, account);
  };

  let content: ReactNode;
  if (welcomed) content = null;
  else if (current === null) content = <PageLoader />;
  else if (current === 'done') return <Navigate to={appPaths.today} replace />;
  else if (current === 'profile-link') {
    content = <ProfileLinkStep defaultPseudo={claimedPseudo} onDone={onCreated} />;
  } else if (!profile) content = <PageLoader />;
  else {
    const step = current;
    const last = step === STEP_IDS.at(-1);
    content = (
      <div className="stack">
        <p className="muted onboarding-step__intro">{t(`web.account.onboarding.intro.${step}`)}</p>
        <ProfileForm
          // A new form per step: each starts from the profile as saved by the steps before.
          key={step}
          profile={profile}
          variant="step"
          sections={PROFILE_STEPS[step].sections}
          {...(step === 'residence' && artist && { timeZone: { own: artist.timezone } })}
          submitLabel={t(last ? 'web.account.onboarding.finish' : 'web.account.onboarding.next')}
          onSaved={onProfileSaved(step)}
          secondaryAction={
            <Button variant="link" onClick={() => next(step)}>
              {t('web.account.onboarding.skip')}
            </Button>
          }
        />
        <p className="field__hint">{t('web.account.onboarding.later')}</p>
      </div>
    );
  }

  const index = welcomed ? STEP_IDS.length - 1 : Math.max(0, STEP_IDS.indexOf(current as StepId));
  return (
    <AuthLayout>
      <PageTitle page={t('web.account.onboarding.pageTitle')} />
      <h1>{t('web.account.onboarding.title')}</h1>
      {current !== null && current !== 'done' ? (
        <OnboardingStepper steps={steps} current={index}>
          {content}
        </OnboardingStepper>
      ) : (
        content
      )}
      {welcomed && (
        <WelcomeDialog
          displayName={welcomed.displayName}
          publicUrl={publicProfileUrl(welcomed.pseudo)}
          onContinue={() => navigate(appPaths.today, { replace: true })}
        />
      )}
    </AuthLayout>
  );
}

/** Its words are lazy sections of the catalogue (`web.account`, `web.profileEditor`), loaded with the page. */
export const Component = withSectionMessages([accountMessages, profileEditorMessages], Onboarding);
