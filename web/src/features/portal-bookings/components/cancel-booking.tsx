import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { cancelPortalBooking } from '#web/src/features/portal-bookings/api/cancel-portal-booking.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface CancelBookingProps {
  booking: PortalBooking;
  /** The cancelled booking, as the server answered it (the list is refreshed with it). */
  onCancelled: (booking: PortalBooking) => void;
}

/**
 * "Cancel the appointment" (issue 14, item 3): a dialog that says, before the client confirms, what
 * happens to a deposit paid online under the policy they accepted (refunded, or kept), then cancels.
 */
export function CancelBooking({ booking, onCancelled }: CancelBookingProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { payment } = booking;
  const deposit = payment.depositCents ? formatPrice(payment.depositCents, payment.currency, locale) : '';
  const consequence =
    payment.cancelRefundCents === undefined
      ? t('web.portal.bookings.cancelDialog.noDeposit', { artist: booking.artist.displayName })
      : payment.cancelRefundCents > 0
        ? t('web.portal.bookings.cancelDialog.refunded', {
            amount: formatPrice(payment.cancelRefundCents, payment.currency, locale),
          })
        : t('web.portal.bookings.cancelDialog.kept', { deposit });

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancelPortalBooking(booking.bookingId));
      setOpen(false);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.portal.bookings.cancelError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('web.portal.bookings.cancel')}
        </Button>
      </p>
      {open && (
        <Dialog title={t('web.portal.bookings.cancelDialog.title')} onClose={() => setOpen(false)}>
          <p>{consequence}</p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="row">
            <Button onClick={() => void confirm()} busy={busy} busyLabel={t('web.common.sending')}>
              {t('web.portal.bookings.cancelDialog.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('web.portal.bookings.cancelDialog.keep')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
