import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import type { LoginAttempt } from '../utils/login-attempt.ts';
import { ResendLoginButton } from './resend-login-button.tsx';

interface LoginSentProps {
  attempt: LoginAttempt;
  onChangeEmail: () => void;
}

/** "Check your email": the same words for every address; then the code page, a resend, another address. */
export function LoginSent({ attempt, onChangeEmail }: LoginSentProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="stack">
      <h1 ref={heading} tabIndex={-1}>
        {t('web.portal.auth.sent.title')}
      </h1>
      <p role="status">{t('web.portal.auth.sent.text', { email: attempt.email })}</p>
      <ButtonLink to="/portal/login/otp" block>
        {t('web.portal.auth.sent.enterCode')}
      </ButtonLink>
      <ResendLoginButton attempt={attempt} />
      <Button variant="link" onClick={onChangeEmail}>
        {t('web.portal.auth.sent.otherEmail')}
      </Button>
    </div>
  );
}
