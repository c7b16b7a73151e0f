import portalMessages from 'virtual:inkslot-message-sections/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { LoginCodeForm } from '#web/src/features/portal-auth/components/login-code-form.tsx';
import { ResendLoginButton } from '#web/src/features/portal-auth/components/resend-login-button.tsx';
import {
  clearLoginAttempt,
  PORTAL_HOME,
  readLoginAttempt,
} from '#web/src/features/portal-auth/utils/login-attempt.ts';

/** `/portal/login/otp` (auth layout): the 6-digit code for the address given on `/portal/login`. */
function PortalLoginOtp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempt] = useState(readLoginAttempt);

  const onSignedIn = () => {
    clearLoginAttempt();
    navigate(attempt?.redirect ?? PORTAL_HOME, { replace: true });
  };

  return (
    <div className="stack">
      <PageTitle page={t('web.portal.pageTitle')} />
      <h1>{t('web.portal.auth.code.title')}</h1>
      <p>
        {attempt
          ? t('web.portal.auth.code.intro', { email: attempt.email })
          : t('web.portal.auth.code.introNoEmail')}
      </p>
      <LoginCodeForm email={attempt?.email ?? ''} onSignedIn={onSignedIn} />
      {attempt && <ResendLoginButton attempt={attempt} />}
    </div>
  );
}

/** The portal's words (`web.portal`) come with its pages (a lazy section of the app's messages). */
export const Component = withSectionMessages(portalMessages, PortalLoginOtp);
