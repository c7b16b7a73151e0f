import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CalendarBooking } from '#shared/api/contracts/bookings.ts';
import type { HourFormat } from '#web/src/features/bookings/utils/booking-text.ts';
import type { PlacedBooking } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { sameMonth, weekdayOf, weeksOf } from '#web/src/features/bookings/utils/calendar-window.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatDay, weekdayName } from '#web/src/lib/wall-time.ts';
import { BookingChip } from './booking-chip.tsx';

/** How many bookings a day cell lists before `+ 2 more` (a link to the day). */
const SHOWN_PER_DAY = 3;

interface MonthViewProps {
  /** The month's days padded to whole weeks (Monday first), with their bookings. */
  days: string[];
  placed: Map<string, PlacedBooking<CalendarBooking>[]>;
  /** A day of the month shown (the others are the neighbouring months' padding). */
  date: string;
  today: string;
  title: string;
  hourFormat: HourFormat;
  dayHref: (day: string) => string;
}

/**
 * The month as a table, weeks in rows. Each day links to its day view, with its bookings as links
 * (three, then `+ n more`). On a phone the cells show the day and a count only: the day view lists
 * them.
 */
export function MonthView({ days, placed, date, today, title, hourFormat, dayHref }: MonthViewProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const weeks = weeksOf(days);
  return (
    <table className="month-grid">
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => {
            const weekday = weekdayOf(day);
            return (
              <th key={day} scope="col">
                <span aria-hidden="true">{weekdayName(weekday, locale, 'short')}</span>
                <span className="visually-hidden">{weekdayName(weekday, locale)}</span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const items = placed.get(day) ?? [];
              const more = items.length - SHOWN_PER_DAY;
              const classes = [
                'month-grid__cell',
                !sameMonth(day, date) && 'month-grid__cell--outside',
                day === today && 'month-grid__cell--today',
              ];
              return (
                <td key={day} className={classes.filter(Boolean).join(' ')}>
                  <Link
                    to={dayHref(day)}
                    className="month-grid__day"
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={t(`web.bookings.calendar.dayLink`, {
                      day: formatDay(day, locale),
                      count: items.length,
                    })}
                    preventScrollReset
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                  </Link>
                  {/* Outside the link, so that the link's name holds all it shows (WCAG 2.5.3). */}
                  {items.length > 0 && (
                    <span className="month-grid__count" aria-hidden="true">
                      {items.length}
                    </span>
                  )}
                  {items.length > 0 && (
                    <ul className="month-grid__bookings plain-list">
                      {items.slice(0, SHOWN_PER_DAY).map((item) => (
                        <li key={item.booking.bookingId}>
                          <BookingChip item={item} hourFormat={hourFormat} variant="chip" />
                        </li>
                      ))}
                    </ul>
                  )}
                  {more > 0 && (
                    <Link to={dayHref(day)} className="month-grid__more" preventScrollReset>
                      {t(`web.bookings.calendar.more`, { count: more })}
                    </Link>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
