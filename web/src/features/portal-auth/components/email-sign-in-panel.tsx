import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalPaths } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { confirmEmailSignIn } from '#web/src/features/portal-auth/api/confirm-email-sign-in.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { useSignInFailure } from './use-sign-in-failure.ts';

interface EmailSignInPanelProps {
  token: string;
  email: string;
  /** Signed in: the portal page the email named, as the API answered it. */
  onSignedIn: (path: string) => void;
  /** The link is used up, expired or not this address's: back to the code page. */
  onRefused: () => void;
  confirm?: typeof confirmEmailSignIn;
}

/**
 * A client email's button lands here (ADR 0085): nothing is sent until the client presses the
 * button, so a mail scanner that opens the link spends nothing. A refused link falls back to the
 * code page; a passing failure (the network, a limit) is said here, with the button to try again.
 */
export function EmailSignInPanel({
  token,
  email,
  onSignedIn,
  onRefused,
  confirm = confirmEmailSignIn,
}: EmailSignInPanelProps) {
  const { t } = useTranslation();
  const failureOf = useSignInFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { path } = await confirm({ token, email });
      onSignedIn(path);
    } catch (error) {
      if (isApiError(error) && error.status === 410) return onRefused();
      setFailure(failureOf(error).message);
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <h1>{t('web.portal.auth.emailLink.title')}</h1>
      <p>{t('web.portal.auth.emailLink.intro', { email })}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <Button block busy={busy} busyLabel={t('web.common.sending')} onClick={() => void signIn()}>
        {t('web.portal.auth.emailLink.submit')}
      </Button>
      <p className="muted">
        <ButtonLink variant="link" to={portalPaths.login}>
          {t('web.portal.auth.sent.otherEmail')}
        </ButtonLink>
      </p>
    </div>
  );
}
