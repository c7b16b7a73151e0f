import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { confirmPortalLink } from '../api/confirm-portal-link.ts';
import { useSignInFailure } from './use-sign-in-failure.ts';

interface LoginLinkPanelProps {
  token: string;
  onSignedIn: () => void;
  confirm?: typeof confirmPortalLink;
}

/**
 * The magic link's page: nothing is sent until the client presses the button, so a mail scanner
 * that opens the link uses nothing up.
 */
export function LoginLinkPanel({ token, onSignedIn, confirm = confirmPortalLink }: LoginLinkPanelProps) {
  const { t } = useTranslation();
  const failureOf = useSignInFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await confirm(token);
      onSignedIn();
    } catch (error) {
      setFailure(failureOf(error).message);
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <h1>{t('web.portal.auth.link.title')}</h1>
      <p>{t('web.portal.auth.link.intro')}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
          <p>
            <ButtonLink variant="link" to="/portal/login">
              {t('web.portal.auth.link.newEmail')}
            </ButtonLink>
          </p>
        </Alert>
      )}
      <Button block busy={busy} busyLabel={t('web.common.sending')} onClick={() => void signIn()}>
        {t('web.portal.auth.link.submit')}
      </Button>
    </div>
  );
}
