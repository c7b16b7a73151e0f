import portalMessages from 'virtual:inkslot-message-sections/portal';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import '#web/src/features/portal-auth/components/portal-auth.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { emailSignInTokenField } from '#shared/api/contracts/portal-auth.ts';
import { emailField } from '#shared/validation/fields.ts';
import { portalPaths } from '#web/src/app/paths.ts';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { EmailSignInPanel } from '#web/src/features/portal-auth/components/email-sign-in-panel.tsx';
import {
  clearLoginAttempt,
  PORTAL_HOME,
  portalReturnPath,
} from '#web/src/features/portal-auth/utils/login-attempt.ts';

/** The code page, the address filled in, the email's page kept, and the sentence saying why. */
function codePage(email: string, redirect: string | undefined): string {
  const query = new URLSearchParams({ email, ...(redirect ? { redirect } : {}), from: 'email' });
  return `${portalPaths.login}?${query}`;
}

/**
 * `/portal/login/email?email=&redirect=#<token>`, a client email's button (ADR 0085; no layout, as
 * the emailed link's page). The token is read from the fragment, which never reaches a server, and
 * dropped from the address bar at once; it is sent only on the button's press, then the page opens the
 * `redirect` of the button (a portal page). A missing or broken
 * token, or a refused one, falls back to the code page with the address filled in.
 */
function PortalLoginFromEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [token] = useState(() => location.hash.slice(1));
  const email = params.get('email') ?? '';
  const redirect = portalReturnPath(params.get('redirect'));

  const usable = emailSignInTokenField.safeParse(token).success && emailField.safeParse(email).success;

  useEffect(() => {
    // The secret leaves the address bar (and the tab's history) as soon as it is read.
    if (usable && location.hash)
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [usable, location, navigate]);

  if (!usable) return <Navigate to={codePage(email, redirect)} replace />;
  return (
    <main id="main" tabIndex={-1} className="portal-link-page">
      <PageTitle page={t('web.portal.pageTitle')} />
      <div className="card">
        <EmailSignInPanel
          token={token}
          email={email}
          onSignedIn={(path) => {
            clearLoginAttempt();
            // The button's own page (an email may carry several buttons over one link: each proposed
            // time), else the page the link was minted for.
            navigate(redirect ?? portalReturnPath(path) ?? PORTAL_HOME, { replace: true });
          }}
          onRefused={() => navigate(codePage(email, redirect), { replace: true })}
        />
      </div>
    </main>
  );
}

/** The portal's words (`web.portal`) come with its pages (a lazy section of the app's messages). */
export const Component = withSectionMessages(portalMessages, PortalLoginFromEmail);
