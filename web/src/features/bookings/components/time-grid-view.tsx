import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CalendarBooking } from '#shared/api/contracts/bookings.ts';
import type { HourFormat } from '#web/src/features/bookings/utils/booking-text.ts';
import { hourRange, type PlacedBooking } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { clockOf, formatClock, formatDay } from '#web/src/lib/wall-time.ts';
import { BookingChip } from './booking-chip.tsx';

interface TimeGridViewProps {
  view: 'week' | 'day';
  days: string[];
  placed: Map<string, PlacedBooking<CalendarBooking>[]>;
  today: string;
  hourFormat: HourFormat;
  dayHref: (day: string) => string;
}

/**
 * The week or the day on an hour grid (the artist's wall clock, 08:00–20:00 widened to fit), each
 * booking a box as long as it lasts; overlapping ones side by side. Each day is a section headed by
 * its name, its bookings in time order, so the grid reads as an agenda without its layout: on a
 * phone the week is shown that way (CSS), one day after the other.
 */
export function TimeGridView({ view, days, placed, today, hourFormat, dayHref }: TimeGridViewProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { startHour, endHour } = hourRange([...placed.values()].flat());
  const hours = Array.from({ length: endHour - startHour }, (_, index) => startHour + index);
  const style = { '--days': days.length, '--hours': endHour - startHour } as CSSProperties;
  return (
    <div className={`time-grid time-grid--${view}`} style={style}>
      <div className="time-grid__hours" aria-hidden="true">
        {hours.map((hour) => (
          <span key={hour} className="time-grid__hour">
            {formatClock(clockOf(hour * 60), locale, hourFormat)}
          </span>
        ))}
      </div>
      {days.map((day) => {
        const items = placed.get(day) ?? [];
        const titleId = `time-grid-day-${day}`;
        return (
          <section
            key={day}
            className={`time-grid__day${day === today ? ' time-grid__day--today' : ''}`}
            aria-label={formatDay(day, locale)}
          >
            <h3 id={titleId} className={view === 'day' ? 'visually-hidden' : 'time-grid__title'}>
              {view === 'week' ? (
                <Link
                  to={dayHref(day)}
                  aria-current={day === today ? 'date' : undefined}
                  title={formatDay(day, locale)}
                  preventScrollReset
                >
                  {formatDay(day, locale, 'short')}
                </Link>
              ) : (
                <span aria-current={day === today ? 'date' : undefined}>{formatDay(day, locale)}</span>
              )}
            </h3>
            {items.length === 0 && (
              <p className="time-grid__empty muted">{t('web.bookings.calendar.dayEmpty')}</p>
            )}
            <ol className="time-grid__events plain-list">
              {items.map((item) => (
                <li
                  key={item.booking.bookingId}
                  className="time-grid__event"
                  style={
                    {
                      '--top': item.startMinute - startHour * 60,
                      '--span': item.endMinute - item.startMinute,
                      '--lane': item.lane,
                      '--lanes': item.lanes,
                    } as CSSProperties
                  }
                >
                  <BookingChip item={item} hourFormat={hourFormat} variant="block" />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
