import { useTranslation } from 'react-i18next';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { clientName, type HourFormat, momentText } from '#web/src/features/bookings/utils/booking-text.ts';
import { wallTimeOf } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { paymentStatusOf } from '#web/src/features/bookings/utils/payment-status.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { PAYMENT_STATUS_KEYS } from './payment-badge.tsx';

interface BookingHistoryProps {
  booking: BookingView;
  timezone: string;
  hourFormat: HourFormat;
}

/** What happened to the booking, oldest first, each step with when (the artist's clock) and by whom. */
export function BookingHistory({ booking, timezone, hourFormat }: BookingHistoryProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const moment = (instant: string) => momentText(wallTimeOf(instant, timezone), locale, hourFormat);
  const client = clientName(booking);

  const describe = (entry: HistoryEntry): string => {
    switch (entry.action) {
      case 'created':
        return t('web.bookings.history.created');
      case 'accepted':
        return t('web.bookings.history.accepted');
      case 'refused':
        return t('web.bookings.history.refused');
      case 'cancelled':
        return t('web.bookings.history.cancelled');
      case 'moved':
        return entry.fromStart && entry.toStart
          ? t('web.bookings.history.movedFromTo', {
              from: moment(entry.fromStart),
              to: moment(entry.toStart),
            })
          : t('web.bookings.history.moved');
      case 'move-accepted':
        return t('web.bookings.history.moveAccepted');
      case 'times-proposed':
        return t('web.bookings.history.timesProposed');
      case 'time-picked':
        return t('web.bookings.history.timePicked');
      case 'touch-up-booked':
        return t('web.bookings.history.touchUpBooked');
      case 'late-arrival':
        return t('web.bookings.history.lateArrival');
      case 'healed-photo':
        return t('web.bookings.history.healedPhoto');
      case 'payment-updated':
        return entry.paymentState
          ? t('web.bookings.history.paymentTo', {
              state: t(
                PAYMENT_STATUS_KEYS[paymentStatusOf(entry.paymentState, booking.payment.depositCents)],
              ),
            })
          : t('web.bookings.history.payment');
    }
  };

  return (
    <ol className="booking-history plain-list">
      {booking.history.map((entry) => (
        <li
          key={`${entry.at}|${entry.action}|${entry.toStart ?? ''}|${entry.paymentState ?? ''}`}
          className="booking-history__entry"
        >
          <span className="booking-history__what">{describe(entry)}</span>{' '}
          <span className="muted">
            {entry.by === 'artist'
              ? t('web.bookings.history.byArtist')
              : t('web.bookings.history.byClient', { client })}
          </span>
          <br />
          <time dateTime={entry.at} className="muted">
            {moment(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
