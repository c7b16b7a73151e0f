import './bookings.css';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { useMyBookings } from '#web/src/features/bookings/api/list-my-bookings.ts';
import { useMyCalendar } from '#web/src/features/bookings/api/list-my-calendar.ts';
import { useBookingsSearch } from '#web/src/features/bookings/hooks/use-bookings-search.ts';
import { useCalendarShortcuts } from '#web/src/features/bookings/hooks/use-calendar-shortcuts.ts';
import { BOOKINGS_PATH } from '#web/src/features/bookings/utils/booking-paths.ts';
import type { HourFormat } from '#web/src/features/bookings/utils/booking-text.ts';
import {
  type BookingsView,
  isCalendarView,
  writeBookingsSearch,
} from '#web/src/features/bookings/utils/bookings-search.ts';
import { placeBookings } from '#web/src/features/bookings/utils/calendar-layout.ts';
import {
  type CalendarView,
  calendarWindow,
  shiftDate,
} from '#web/src/features/bookings/utils/calendar-window.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatLocalPeriod } from '#web/src/lib/local-dates.ts';
import { formatDay, formatMonth, todayIn, zoneLabel } from '#web/src/lib/wall-time.ts';
import { BookingList } from './booking-list.tsx';
import { BookingTabs } from './booking-tabs.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { MonthView } from './month-view.tsx';
import { TimeGridView } from './time-grid-view.tsx';
import { ViewSwitch } from './view-switch.tsx';

interface BookingsPageProps {
  /** The artist's time zone (the calendar's days and hours are its wall clock) and hour format. */
  timezone: string;
  hourFormat: HourFormat;
  /** The artist's today; the zone's current day when absent (tests fix it). */
  today?: string;
}

function periodTitle(view: CalendarView, window: { from: string; to: string }, date: string, locale: string) {
  if (view === 'month') return formatMonth(date, locale);
  if (view === 'week') return formatLocalPeriod(window.from, window.to, locale);
  return formatDay(date, locale);
}

/**
 * `/app/bookings`: the artist's bookings as a calendar (month, week, day: the window of days shown
 * is what the page asks the API) or as a list with the tabs upcoming, past, canceled. The view, the
 * day and the tab live in the address; single keys move around (P, N, T, M, W, D, L).
 */
export function BookingsPage({ timezone, hourFormat, today: fixedToday }: BookingsPageProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const today = fixedToday ?? todayIn(timezone);
  const [search, go] = useBookingsSearch(today);
  const view = search.view;
  const window = isCalendarView(view) ? calendarWindow(view, search.date) : null;
  const list = useMyBookings(window ? null : { tab: search.tab });
  const calendar = useMyCalendar(window ? { from: window.from, to: window.to } : null);
  const { error, isLoading, mutate } = window ? calendar : list;
  const zone = (window ? calendar.data : list.data)?.timezone ?? timezone;
  // The calendar keeps the previous period on screen while the next loads; a list never shows another tab's.
  const listed = isLoading ? undefined : list.data?.bookings;
  const shown = window ? calendar.data?.bookings : listed;
  const placed =
    window && calendar.data ? placeBookings(calendar.data.bookings, window.days, zone) : new Map();

  const hrefFor = (next: { view: BookingsView; date?: string }) => {
    const date = next.date ?? search.date;
    const query = writeBookingsSearch({ ...search, ...next, date, dated: date !== today }).toString();
    return query ? `${BOOKINGS_PATH}?${query}` : BOOKINGS_PATH;
  };
  const dayHref = (day: string) => hrefFor({ view: 'day', date: day });

  const calendarView = isCalendarView(view) ? view : null;
  const move = calendarView
    ? {
        previous: () => go({ date: shiftDate(calendarView, search.date, -1) }),
        next: () => go({ date: shiftDate(calendarView, search.date, 1) }),
        today: () => go({ date: today }),
      }
    : undefined;
  useCalendarShortcuts({ ...move, view: (next) => go({ view: next }) });

  const title = calendarView && window ? periodTitle(calendarView, window, search.date, locale) : '';
  const empty = shown !== undefined && shown.length === 0;

  return (
    <div className="stack bookings">
      <div className="bookings__head">
        <h1>{t('web.bookings.title')}</h1>
        <ViewSwitch view={view} hrefFor={(next) => hrefFor({ view: next })} />
      </div>
      <p className="muted">{t('web.bookings.zone', { zone: zoneLabel(zone, locale) })}</p>
      <p className="field__hint bookings__shortcuts">{t('web.bookings.shortcuts')}</p>
      {error && <LoadError error={error} onRetry={mutate} />}
      {calendarView && window ? (
        <section
          className="stack calendar"
          aria-labelledby="calendar-title"
          aria-busy={isLoading || undefined}
        >
          <h2 id="calendar-title" className="visually-hidden">
            {t('web.bookings.calendar.label')}
          </h2>
          <CalendarToolbar
            view={calendarView}
            title={title}
            onPrevious={() => go({ date: shiftDate(calendarView, search.date, -1) })}
            onNext={() => go({ date: shiftDate(calendarView, search.date, 1) })}
            onToday={() => go({ date: today })}
          />
          {!shown && !error && <p className="muted">{t('web.common.loading')}</p>}
          {empty && <p className="muted">{t('web.bookings.calendar.empty')}</p>}
          {shown &&
            (calendarView === 'month' ? (
              <MonthView
                days={window.days}
                placed={placed}
                date={search.date}
                today={today}
                title={title}
                hourFormat={hourFormat}
                dayHref={dayHref}
              />
            ) : (
              <TimeGridView
                view={calendarView}
                days={window.days}
                placed={placed}
                today={today}
                hourFormat={hourFormat}
                dayHref={dayHref}
              />
            ))}
        </section>
      ) : (
        <BookingTabs tab={search.tab} onChange={(tab) => go({ tab })}>
          {!listed && !error && <p className="muted">{t('web.common.loading')}</p>}
          {listed && (
            <BookingList tab={search.tab} bookings={listed} timezone={zone} hourFormat={hourFormat} />
          )}
        </BookingTabs>
      )}
    </div>
  );
}
