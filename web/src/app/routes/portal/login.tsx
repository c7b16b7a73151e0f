import portalMessages from 'virtual:inkslot-message-sections/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { LoginEmailForm } from '#web/src/features/portal-auth/components/login-email-form.tsx';
import { LoginSent } from '#web/src/features/portal-auth/components/login-sent.tsx';
import {
  clearLoginAttempt,
  type LoginAttempt,
  PORTAL_HOME,
  portalReturnPath,
  readLoginAttempt,
  storeLoginAttempt,
} from '#web/src/features/portal-auth/utils/login-attempt.ts';

/**
 * `/portal/login` (auth layout): the client's email, then "check your email" with the code's field on
 * the same page and a resend after the countdown. `?email=` (the booking confirmation's link) fills the field,
 * `?redirect=` (the guard's) is kept for after the sign-in. `?from=email`: an email's button whose
 * link is used up or expired fell back here (ADR 0085), which a sentence says.
 */
function PortalLogin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [sent, setSent] = useState<LoginAttempt | null>(null);
  const redirect = portalReturnPath(params.get('redirect'));
  const defaultEmail = params.get('email') ?? readLoginAttempt()?.email ?? '';
  const fromEmail = params.get('from') === 'email';

  const onSent = (email: string, resendAfterSeconds: number) => {
    const attempt = { email, resendAt: Date.now() + resendAfterSeconds * 1000, redirect };
    storeLoginAttempt(attempt);
    setSent(attempt);
  };

  return (
    <div className="stack">
      <PageTitle page={t('web.portal.pageTitle')} />
      {sent ? (
        <LoginSent
          attempt={sent}
          onChangeEmail={() => setSent(null)}
          onSignedIn={() => {
            clearLoginAttempt();
            navigate(sent.redirect ?? PORTAL_HOME, { replace: true });
          }}
        />
      ) : (
        <>
          <h1>{t('web.portal.auth.login.title')}</h1>
          {fromEmail && (
            <Alert tone="info">
              <p>{t('web.portal.auth.emailLink.expired')}</p>
            </Alert>
          )}
          <p>{t('web.portal.auth.login.intro')}</p>
          <LoginEmailForm defaultEmail={defaultEmail} onSent={onSent} />
          <p className="muted">{t('web.portal.auth.login.noRequest')}</p>
        </>
      )}
    </div>
  );
}

/** The portal's words (`web.portal`) come with its pages (a lazy section of the app's messages). */
export const Component = withSectionMessages(portalMessages, PortalLogin);
