import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import type { LoginAttempt } from '#web/src/features/portal-auth/utils/login-attempt.ts';
import { LoginCodeForm } from './login-code-form.tsx';
import { ResendLoginButton } from './resend-login-button.tsx';

interface LoginSentProps {
  attempt: LoginAttempt;
  onChangeEmail: () => void;
  onSignedIn: () => void;
}

/**
 * "Check your email": the same words for every address, then the code's field right here (issue 15,
 * item 6: no second page to find), a resend after the countdown, another address.
 */
export function LoginSent({ attempt, onChangeEmail, onSignedIn }: LoginSentProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="stack">
      <h1 ref={heading} tabIndex={-1}>
        {t('web.portal.auth.sent.title')}
      </h1>
      <p role="status">{t('web.portal.auth.sent.text', { email: attempt.email })}</p>
      <LoginCodeForm email={attempt.email} onSignedIn={onSignedIn} />
      <ResendLoginButton attempt={attempt} />
      <Button variant="link" onClick={onChangeEmail}>
        {t('web.portal.auth.sent.otherEmail')}
      </Button>
    </div>
  );
}
