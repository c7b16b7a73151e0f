import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';

interface ConfirmActionProps {
  title: string;
  text: string;
  confirm: string;
  /** The way out, when not the messages' own "Cancel". */
  cancel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting or blocking a conversation: what it does, then confirm or cancel. */
export function ConfirmAction({
  title,
  text,
  confirm,
  cancel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmActionProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="row">
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={t('web.common.sending')}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancel ?? t('web.conversations.actions.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
