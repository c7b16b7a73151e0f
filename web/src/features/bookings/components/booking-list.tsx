import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { BookingTab } from '#shared/api/contracts/lifecycle-views.ts';
import { bookingPath } from '#web/src/features/bookings/utils/booking-paths.ts';
import {
  bookingLabel,
  clientName,
  type HourFormat,
  projectLabel,
  timeRangeText,
} from '#web/src/features/bookings/utils/booking-text.ts';
import { type WallTime, wallTimeOf } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';
import { PaymentBadge } from './payment-badge.tsx';

const EMPTY_KEYS = {
  upcoming: 'web.bookings.empty.upcoming',
  past: 'web.bookings.empty.past',
  canceled: 'web.bookings.empty.canceled',
} as const satisfies Record<BookingTab, string>;

interface BookingListProps {
  tab: BookingTab;
  bookings: BookingView[];
  timezone: string;
  hourFormat: HourFormat;
}

interface Dated {
  booking: BookingView;
  start: WallTime;
  end: WallTime;
}

/** Consecutive bookings of one local day, in the API's order (soonest first, or latest first). */
function byDay(items: Dated[]): [string, Dated[]][] {
  const groups: [string, Dated[]][] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last[0] === item.start.date) last[1].push(item);
    else groups.push([item.start.date, [item]]);
  }
  return groups;
}

/**
 * A tab's bookings, grouped by day (the artist's): each a card with the client (the link to its
 * page), the time, the project, where, and the payment state; cancelled ones say when and why.
 */
export function BookingList({ tab, bookings, timezone, hourFormat }: BookingListProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  if (bookings.length === 0) return <p className="muted">{t(EMPTY_KEYS[tab])}</p>;
  const items = bookings.map((booking) => ({
    booking,
    start: wallTimeOf(booking.slot.start, timezone),
    end: wallTimeOf(booking.slot.end, timezone),
  }));
  return (
    <div className="stack booking-list">
      {byDay(items).map(([day, group]) => (
        <section key={day} className="booking-list__day" aria-labelledby={`booking-day-${day}`}>
          <h3 id={`booking-day-${day}`} className="booking-list__date">
            {formatDay(day, locale)}
          </h3>
          <ul className="plain-list stack">
            {group.map(({ booking, start, end }) => (
              <li key={booking.bookingId} className={`booking-card booking-card--${booking.tab}`}>
                <p className="booking-card__title">
                  <Link
                    to={bookingPath(booking.bookingId)}
                    aria-label={bookingLabel(tk, booking, { start, end }, locale, hourFormat)}
                  >
                    {clientName(booking)}
                  </Link>
                </p>
                <p className="booking-card__when">{timeRangeText(start, end, locale, hourFormat)}</p>
                <p className="booking-card__project">
                  {projectLabel(tk, booking.project, booking.touchUpOf)}
                </p>
                {booking.location && (
                  <p className="muted">
                    {t('web.bookings.guestSpot', {
                      shopName: booking.location.shopName,
                      city: booking.location.city,
                    })}
                  </p>
                )}
                {booking.tab === 'canceled' ? (
                  <p className="muted">
                    {booking.canceledBy === 'client'
                      ? t('web.bookings.canceledByClient')
                      : t('web.bookings.canceledByArtist')}
                    {booking.cancelReason && ` — ${booking.cancelReason}`}
                  </p>
                ) : (
                  <p>
                    <PaymentBadge payment={booking.payment} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
