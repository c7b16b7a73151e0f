import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CalendarBooking } from '#shared/api/contracts/bookings.ts';
import { bookingPath } from '#web/src/features/bookings/utils/booking-paths.ts';
import {
  bookingLabel,
  clientName,
  clockText,
  type HourFormat,
  projectLabel,
  timeRangeText,
} from '#web/src/features/bookings/utils/booking-text.ts';
import type { PlacedBooking } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';

interface BookingChipProps {
  item: PlacedBooking<CalendarBooking>;
  hourFormat: HourFormat;
  /** `chip`: one line in a month cell; `block`: a box on the time grid, sized by its length. */
  variant: 'chip' | 'block';
}

/**
 * One booking in the calendar, a link to its page. Its accessible name says who, when and what
 * (`Camille Martin, samedi 2 mai 2026, 10:00 – 12:00, Flash « Night moth »`); a cancelled one says so.
 */
export function BookingChip({ item, hourFormat, variant }: BookingChipProps) {
  const { i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const { booking } = item;
  const canceled = booking.tab === 'canceled';
  const className = ['booking-chip', `booking-chip--${variant}`, canceled && 'booking-chip--canceled']
    .filter(Boolean)
    .join(' ');
  const label = bookingLabel(tk, booking, item, locale, hourFormat);
  const clock = clockText(item.start, locale, hourFormat);
  if (variant === 'chip') {
    // The name starts with what the chip shows (WCAG 2.5.3, label in name), then says it all.
    return (
      <Link
        to={bookingPath(booking.bookingId)}
        className={className}
        aria-label={`${clock} ${clientName(booking)}, ${label}`}
      >
        <span className="booking-chip__time">{clock}</span>{' '}
        <span className="booking-chip__name">{clientName(booking)}</span>
      </Link>
    );
  }
  // The block's name starts with its visible lines, then the day (WCAG 2.5.3, label in name).
  const time = timeRangeText(item.start, item.end, locale, hourFormat);
  const project = projectLabel(tk, booking.project, booking.touchUpOf);
  const shown = `${clientName(booking)}, ${time}, ${project}, ${formatDay(item.start.date, locale)}`;
  return (
    <Link
      to={bookingPath(booking.bookingId)}
      className={className}
      aria-label={canceled ? tk('web.bookings.canceledLabel', { label: shown }) : shown}
    >
      <span className="booking-chip__name">{clientName(booking)}</span>{' '}
      <span className="booking-chip__time">{time}</span>{' '}
      <span className="booking-chip__project">{project}</span>
    </Link>
  );
}
