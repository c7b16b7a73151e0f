import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';

interface ConfirmDeleteDialogProps {
  kind: 'flash' | 'work';
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete this flash?": the item is named, Cancel has the focus, Escape cancels. */
export function ConfirmDeleteDialog({ kind, title, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={
        kind === 'flash'
          ? t('web.portfolio.deleteDialog.flashTitle')
          : t('web.portfolio.deleteDialog.workTitle')
      }
      onClose={onCancel}
    >
      <div className="stack">
        <p>{t('web.portfolio.deleteDialog.text', { title })}</p>
        <div className="row">
          <Button variant="secondary" autoFocus onClick={onCancel} disabled={busy}>
            {t('web.portfolio.deleteDialog.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy} busyLabel={t('web.common.sending')}>
            {t('web.portfolio.deleteDialog.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
