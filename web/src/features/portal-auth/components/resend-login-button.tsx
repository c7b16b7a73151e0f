import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { requestPortalLogin } from '#web/src/features/portal-auth/api/request-portal-login.ts';
import { type LoginAttempt, storeLoginAttempt } from '#web/src/features/portal-auth/utils/login-attempt.ts';
import { useCountdown } from '#web/src/hooks/use-countdown.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

interface ResendLoginButtonProps {
  attempt: LoginAttempt;
  request?: typeof requestPortalLogin;
}

/**
 * Sends the login email again once the countdown (from the API's `resendAfterSeconds`) is over; the
 * new email replaces the previous code and link.
 */
export function ResendLoginButton({ attempt, request = requestPortalLogin }: ResendLoginButtonProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(60, { endsAt: attempt.resendAt });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resend = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { resendAfterSeconds } = await request({ email: attempt.email });
      const resendAt = Date.now() + resendAfterSeconds * 1000;
      storeLoginAttempt({ ...attempt, resendAt });
      countdown.restart();
      setOutcome({ tone: 'success', text: t('web.portal.auth.sent.resent') });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: isApiError(error) ? error.message : t('web.portal.auth.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button
        variant="secondary"
        block
        disabled={countdown.running}
        busy={busy}
        busyLabel={t('web.common.sending')}
        onClick={() => void resend()}
      >
        {countdown.running
          ? t('web.portal.auth.sent.resendIn', { seconds: countdown.remaining })
          : t('web.portal.auth.sent.resend')}
      </Button>
    </>
  );
}
