import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { signOutEverywhere } from '#web/src/features/auth/api/sign-out-everywhere.ts';
import { authErrorKey } from '#web/src/features/auth/utils/auth-error.ts';

interface SignOutEverywhereProps {
  /** After every session ended (the route leads to the login page). */
  onSignedOut: () => void;
  signOut?: typeof signOutEverywhere;
}

/** Signs out of every device, after a confirmation. */
export function SignOutEverywhere({ onSignedOut, signOut = signOutEverywhere }: SignOutEverywhereProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signOut();
      onSignedOut();
    } catch (error) {
      setAsking(false);
      setFailure(t(authErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <p>{t('web.auth.account.sessions.text')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('web.auth.account.sessions.submit')}
        </Button>
      </div>
      {asking && (
        <Dialog title={t('web.auth.account.sessions.confirmTitle')} onClose={() => setAsking(false)}>
          <div className="stack">
            <p>{t('web.auth.account.sessions.confirmText')}</p>
            <div className="row">
              <Button data-autofocus variant="danger" busy={busy} onClick={() => void confirm()}>
                {t('web.auth.account.sessions.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setAsking(false)}>
                {t('web.auth.account.sessions.cancel')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
