import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

const REASON_MAX_LENGTH = 500;

interface CancelBookingDialogProps {
  client: string;
  when: string;
  /** Cancels; rejects on failure. */
  onConfirm: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
  /** The failure of the last try, already worded. */
  failure: FeedbackMessage | null;
}

/** "Cancel this appointment?", with an optional reason the client reads in their email. */
export function CancelBookingDialog({ client, when, onConfirm, onClose, failure }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(reason.trim() || undefined);
    } catch {
      // Shown through `failure`.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('web.bookings.cancelDialog.title')} onClose={onClose}>
      <div className="stack">
        <p>{t('web.bookings.cancelDialog.text', { client, when })}</p>
        {failure && <FeedbackNotice ref={failureRef} feedback={failure} />}
        <TextareaField
          label={t('web.bookings.cancelDialog.reason')}
          hint={t('web.bookings.cancelDialog.reasonHint')}
          name="reason"
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
        />
        <div className="row">
          <Button onClick={() => void confirm()} busy={busy} busyLabel={t('web.common.saving')}>
            {t('web.bookings.cancelDialog.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('web.bookings.cancelDialog.keep')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
