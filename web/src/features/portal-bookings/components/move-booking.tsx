import '#web/src/components/slot-picker/slot-dialog.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { SlotPicker } from '#web/src/components/slot-picker/slot-picker.tsx';
import { useSlotChoice } from '#web/src/components/slot-picker/use-slot-choice.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useOpenSlots } from '#web/src/features/portal-bookings/api/get-open-slots.ts';
import { movePortalBooking } from '#web/src/features/portal-bookings/api/move-portal-booking.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { zoneLabel } from '#web/src/lib/wall-time.ts';

interface MoveBookingProps {
  booking: PortalBooking;
  onMoved: (booking: PortalBooking) => void;
}

/**
 * "Move the appointment" (issue 14, item 3), while the policy leaves moves: the artist's free slots
 * of the same length, by day, in the artist's time zone; the move is made at once (a new calendar
 * file is emailed, the artist is told). A slot taken meanwhile reads the list again.
 */
export function MoveBooking({ booking, onMoved }: MoveBookingProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('web.portal.bookings.move')}
        </Button>{' '}
        <span className="muted">{t('web.portal.bookings.movesLeft', { count: booking.movesLeft ?? 0 })}</span>
      </p>
      {open && (
        <MoveDialog
          booking={booking}
          onClose={() => setOpen(false)}
          onMoved={(moved) => {
            setOpen(false);
            onMoved(moved);
          }}
        />
      )}
    </>
  );
}

function MoveDialog({
  booking,
  onClose,
  onMoved,
}: {
  booking: PortalBooking;
  onClose: () => void;
  onMoved: (booking: PortalBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { data: list, error, mutate } = useOpenSlots(booking.artist.pseudo, booking.slot.durationMinutes);
  const { chosen, picker, problem: failure, setProblem: setFailure } = useSlotChoice();
  const [busy, setBusy] = useState(false);

  const move = async () => {
    if (!chosen) return setFailure(t('web.portal.bookings.moveChoose'));
    setBusy(true);
    setFailure(undefined);
    try {
      onMoved(await movePortalBooking(booking.bookingId, chosen));
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'slot_taken') void mutate();
      setFailure(isApiError(caught) ? caught.message : t('web.portal.bookings.moveError'));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('web.portal.bookings.moveTitle')} onClose={onClose} className="slot-dialog">
      {error && <LoadError error={error} onRetry={mutate} />}
      {!list && !error && <PageLoader />}
      {list && list.days.length === 0 && <p>{t('web.portal.bookings.moveNone')}</p>}
      {list && (
        <p className="slot-dialog__zone">
          {t('web.portal.bookings.moveZone', { zone: zoneLabel(list.timezone, locale) })}
        </p>
      )}
      {list && list.days.length > 0 && (
        <SlotPicker
          list={list}
          {...picker}
          names={{ day: 'portal-move-day', slot: 'portal-move-slot' }}
          locale={locale}
          dayLayout="row"
          labels={{
            days: t('web.portal.bookings.moveDays'),
            times: (day) => t('web.portal.bookings.moveTimes', { day }),
            slotCount: (count) => t('web.portal.bookings.moveSlotCount', { count }),
            guestSpot: (where) => t('web.portal.bookings.moveGuestSpot', where),
          }}
        />
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="row">
        <Button
          onClick={() => void move()}
          busy={busy}
          busyLabel={t('web.common.sending')}
          disabled={!list?.days.length}
        >
          {t('web.portal.bookings.moveConfirm')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('web.portal.bookings.moveKeep')}
        </Button>
      </div>
    </Dialog>
  );
}
