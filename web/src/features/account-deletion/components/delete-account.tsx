import './delete-account.css';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDeletion } from '#shared/api/contracts/account.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { deleteMyAccount } from '#web/src/features/account-deletion/api/delete-my-account.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

interface DeleteAccountProps {
  pseudo: string;
  /** On Pro, the subscription ends with the account: said before anything is deleted. */
  pro: boolean;
  /** The data export, offered first in the dialog (composed by the route). */
  exportFirst: ReactNode;
  onDeleted: (deletion: AccountDeletion) => void;
  remove?: typeof deleteMyAccount;
}

/**
 * Deleting the account (ADR 0055): a dialog that offers the data export first, says what happens to
 * bookings, requests, clients' history, the page address and Pro, and deletes only once the artist
 * typed their page name.
 */
export function DeleteAccount({
  pseudo,
  pro,
  exportFirst,
  onDeleted,
  remove = deleteMyAccount,
}: DeleteAccountProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = typed.trim().toLowerCase() === pseudo.toLowerCase();

  const close = () => {
    setAsking(false);
    setTyped('');
    setFailure(null);
  };
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onDeleted(await remove(typed.trim()));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('web.auth.account.deletion.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <p>{t('web.auth.account.deletion.text')}</p>
      <div>
        <Button variant="danger" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden="true" size={16} /> {t('web.auth.account.deletion.open')}
        </Button>
      </div>
      {asking && (
        <Dialog
          title={t('web.auth.account.deletion.dialogTitle')}
          onClose={close}
          className="account-deletion"
        >
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              if (confirmed) void submit();
            }}
          >
            <section className="stack account-deletion__step" aria-labelledby="deletion-export">
              <h3 id="deletion-export">{t('web.auth.account.deletion.exportFirst')}</h3>
              {exportFirst}
            </section>
            <section className="stack account-deletion__step" aria-labelledby="deletion-consequences">
              <h3 id="deletion-consequences">{t('web.auth.account.deletion.consequences')}</h3>
              <ul className="account-deletion__list">
                <li>{t('web.auth.account.deletion.bookings')}</li>
                <li>{t('web.auth.account.deletion.requests')}</li>
                <li>{t('web.auth.account.deletion.history')}</li>
                <li>{t('web.auth.account.deletion.pseudo', { pseudo })}</li>
                {pro && <li>{t('web.auth.account.deletion.pro')}</li>}
              </ul>
            </section>
            <TextField
              label={t('web.auth.account.deletion.confirmLabel', { pseudo })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            {failure && <Alert tone="error">{failure}</Alert>}
            <div className="row">
              <Button type="submit" variant="danger" disabled={!confirmed} busy={busy}>
                {t('web.auth.account.deletion.confirm')}
              </Button>
              <Button type="button" variant="ghost" onClick={close}>
                {t('web.auth.account.deletion.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
