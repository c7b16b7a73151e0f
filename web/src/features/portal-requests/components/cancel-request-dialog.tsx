import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';

interface CancelRequestDialogProps {
  artist: string;
  /** The slot's day and hours as the page shows them (the artist's wall time). */
  date: string;
  time: string;
  busy: boolean;
  onConfirm: () => void;
  /** Escape or "keep": the request stays as it is. */
  onKeep: () => void;
}

/**
 * The cancel-request popup (spec section 2): a modal dialog (focus kept inside, Escape keeps the
 * request) that says what cancelling does before the client confirms.
 */
export function CancelRequestDialog({
  artist,
  date,
  time,
  busy,
  onConfirm,
  onKeep,
}: CancelRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('web.portal.requests.cancelDialog.title')} onClose={onKeep}>
      <p>{t('web.portal.requests.cancelDialog.text', { artist, date, time })}</p>
      <div className="row">
        <Button onClick={onConfirm} busy={busy} busyLabel={t('web.common.sending')}>
          {t('web.portal.requests.cancelDialog.confirm')}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={busy}>
          {t('web.portal.requests.cancelDialog.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
