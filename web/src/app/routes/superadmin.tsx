import superadminMessages from 'virtual:inkslot-message-sections/superadmin';
import { pathTo, sitePaths } from '#web/src/app/paths.ts';
import '#web/src/features/superadmin/components/superadmin.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  NavLink,
  useLoaderData,
  useNavigate,
  useParams,
  useRevalidator,
} from 'react-router-dom';
import { mutate } from 'swr';
import { requireSession } from '#web/src/app/guards/require-session.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { SiteHeader } from '#web/src/components/layouts/site-header.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { ToastHost } from '#web/src/components/ui/toast-host.tsx';
import { signOutArtist } from '#web/src/features/auth/api/sign-out.ts';
import { hasTotp } from '#web/src/features/auth/api/totp.ts';
import { ArtistsPanel } from '#web/src/features/superadmin/components/artists-panel.tsx';
import { AuditPanel, FiguresPanel } from '#web/src/features/superadmin/components/record-panels.tsx';
import { TotpSetup } from '#web/src/features/superadmin/components/totp-setup.tsx';
import { BugsPanel, SuggestionsPanel } from '#web/src/features/superadmin/components/triage-panels.tsx';
import { cognitoEmail, cognitoGroups, hasCognitoSession } from '#web/src/lib/cognito-session.ts';

const SECTIONS = ['artists', 'bugs', 'suggestions', 'figures', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

interface SuperadminAccess {
  allowed: boolean;
  /** The account has its second factor (TOTP), which the API requires of the team (ADR 0073). */
  totp: boolean;
  email: string;
}

let totpConfirmedFor: string | undefined;

/** `/superadmin`: signed in (else the login page, back here after), in group `superadmin`, with TOTP. */
export async function loader({ request }: LoaderFunctionArgs): Promise<SuperadminAccess> {
  await requireSession(request, hasCognitoSession, sitePaths.login);
  const allowed = (await cognitoGroups()).includes('superadmin');
  if (!allowed) return { allowed, totp: false, email: '' };
  const email = await cognitoEmail();
  // Asked of Cognito until it is on, then not again for this user while the page lives.
  if (totpConfirmedFor !== email && (await hasTotp())) totpConfirmedFor = email;
  return { allowed, totp: totpConfirmedFor === email, email };
}

const PANELS: Record<Section, () => React.JSX.Element> = {
  artists: ArtistsPanel,
  bugs: BugsPanel,
  suggestions: SuggestionsPanel,
  figures: FiguresPanel,
  audit: AuditPanel,
};

/**
 * `/superadmin/:section?`: the team's area (artists, bug reports, suggestions, figures, audit log).
 * The API refuses every call of anyone else (403); this page only says so to them.
 */
function Superadmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { allowed, totp, email } = useLoaderData() as SuperadminAccess;
  const revalidator = useRevalidator();
  const [totpTurnedOn, setTotpTurnedOn] = useState(false);
  const { section: asked } = useParams();
  const section: Section = (SECTIONS as readonly string[]).includes(asked ?? '')
    ? (asked as Section)
    : 'artists';
  const Panel = PANELS[section];
  const signOut = async () => {
    await signOutArtist().catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: false });
    navigate(sitePaths.login, { replace: true });
  };
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="superadmin stack">
        <PageTitle page={t('web.superadmin.pageTitle')} />
        <div className="superadmin__head">
          <h1>{t('web.superadmin.title')}</h1>
          {allowed && (
            <Button variant="secondary" onClick={() => void signOut()}>
              {t('web.superadmin.signOut')}
            </Button>
          )}
        </div>
        {totpTurnedOn && <Alert tone="success">{t('web.superadmin.totpSetup.done')}</Alert>}
        {allowed && !totp ? (
          <TotpSetup
            email={email}
            onDone={() => {
              setTotpTurnedOn(true);
              revalidator.revalidate();
            }}
          />
        ) : allowed ? (
          <>
            <nav aria-label={t('web.superadmin.tabs.label')}>
              <ul className="admin-tabs">
                {SECTIONS.map((id) => (
                  <li key={id}>
                    <NavLink
                      to={pathTo(sitePaths.superadmin, id === 'artists' ? {} : { section: id })}
                      aria-current={id === section ? 'page' : undefined}
                      end
                    >
                      {t(`web.superadmin.tabs.${id}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Panel />
          </>
        ) : (
          <EmptyState
            title={t('web.superadmin.forbidden')}
            action={<ButtonLink to={sitePaths.landing}>{t('web.superadmin.backHome')}</ButtonLink>}
          />
        )}
      </main>
      <ToastHost />
    </>
  );
}

/** Its words are a lazy section of the catalogue (`web.superadmin`), loaded with the page. */
export const Component = withSectionMessages(superadminMessages, Superadmin);
