import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { useOpenSlots } from '#web/src/features/portal-bookings/api/get-open-slots.ts';
import { movePortalBooking } from '#web/src/features/portal-bookings/api/move-portal-booking.ts';
import { SlotChoiceDialog } from './slot-choice-dialog.tsx';

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
  const { t } = useTranslation();
  const slots = useOpenSlots(booking.artist.pseudo, booking.slot.durationMinutes);
  return (
    <SlotChoiceDialog
      title={t('web.portal.bookings.moveTitle')}
      slots={slots}
      names={{ day: 'portal-move-day', slot: 'portal-move-slot' }}
      words={{
        none: t('web.portal.bookings.moveNone'),
        choose: t('web.portal.bookings.moveChoose'),
        confirm: t('web.portal.bookings.moveConfirm'),
        keep: t('web.portal.bookings.moveKeep'),
        error: t('web.portal.bookings.moveError'),
      }}
      onChoose={async (slotId) => onMoved(await movePortalBooking(booking.bookingId, slotId))}
      onClose={onClose}
    />
  );
}
