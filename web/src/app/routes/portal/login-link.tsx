import portalMessages from 'virtual:inkslot-message-sections/portal';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import '#web/src/features/portal-auth/components/portal-auth.css';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { LoginLinkPanel } from '#web/src/features/portal-auth/components/login-link-panel.tsx';
import { clearLoginAttempt, PORTAL_HOME } from '#web/src/features/portal-auth/utils/login-attempt.ts';

/**
 * `/portal/login/otp/{token}`, the emailed magic link (spec: no layout set). It signs in only when the
 * client presses the button, never on load.
 */
function PortalLoginLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return (
    <main id="main" tabIndex={-1} className="portal-link-page">
      <PageTitle page={t('web.portal.pageTitle')} />
      <div className="card">
        <LoginLinkPanel
          token={token}
          onSignedIn={() => {
            clearLoginAttempt();
            navigate(PORTAL_HOME, { replace: true });
          }}
        />
      </div>
    </main>
  );
}

/** The portal's words (`web.portal`) come with its pages (a lazy section of the app's messages). */
export const Component = withSectionMessages(portalMessages, PortalLoginLink);
