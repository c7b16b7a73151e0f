import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { bookPortalTouchUp } from '#web/src/features/portal-bookings/api/book-portal-touch-up.ts';
import { useOpenSlots } from '#web/src/features/portal-bookings/api/get-open-slots.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { SlotChoiceDialog } from './slot-choice-dialog.tsx';

type TouchUp = NonNullable<PortalBooking['touchUp']>;

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/**
 * The free touch-up of a past booking (issue 31, ADR 0094): while its window is open, a button to
 * book it among the artist's free slots before the window closes (free: no price, no deposit); once
 * booked, says so (the touch-up is among the upcoming bookings).
 */
export function TouchUpOffer({
  booking,
  touchUp,
  onBooked,
}: {
  booking: PortalBooking;
  touchUp: TouchUp;
  onBooked: (touchUp: PortalBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const until = longDate(touchUp.until, currentLocale(i18n));
  if (touchUp.status === 'booked') return <p className="muted">{t('web.portal.bookings.touchUp.booked')}</p>;
  return (
    <div className="portal-touch-up stack">
      <p>
        <strong>{t('web.portal.bookings.touchUp.offer', { date: until })}</strong>
      </p>
      <p>
        <Button onClick={() => setOpen(true)}>{t('web.portal.bookings.touchUp.book')}</Button>
      </p>
      {open && (
        <TouchUpDialog
          booking={booking}
          until={touchUp.until}
          untilText={until}
          onClose={() => setOpen(false)}
          onBooked={(booked) => {
            setOpen(false);
            onBooked(booked);
          }}
        />
      )}
    </div>
  );
}

function TouchUpDialog({
  booking,
  until,
  untilText,
  onClose,
  onBooked,
}: {
  booking: PortalBooking;
  until: string;
  untilText: string;
  onClose: () => void;
  onBooked: (touchUp: PortalBooking) => void;
}) {
  const { t } = useTranslation();
  const slots = useOpenSlots(booking.artist.pseudo, undefined, until);
  return (
    <SlotChoiceDialog
      title={t('web.portal.bookings.touchUp.title')}
      intro={<p>{t('web.portal.bookings.touchUp.intro', { date: untilText })}</p>}
      slots={slots}
      names={{ day: 'portal-touch-up-day', slot: 'portal-touch-up-slot' }}
      words={{
        none: t('web.portal.bookings.touchUp.none'),
        choose: t('web.portal.bookings.moveChoose'),
        confirm: t('web.portal.bookings.touchUp.confirm'),
        keep: t('web.portal.bookings.touchUp.keep'),
        error: t('web.portal.bookings.touchUp.error'),
      }}
      onChoose={async (slotId) => onBooked(await bookPortalTouchUp(booking.bookingId, slotId))}
      onClose={onClose}
    />
  );
}
