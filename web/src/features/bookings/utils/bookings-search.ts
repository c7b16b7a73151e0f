import { BOOKING_TABS, type BookingTab } from '#shared/api/contracts/lifecycle-views.ts';
import { isLocalDate } from '#shared/domain/local-date.ts';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-window.ts';

/** How `/app/bookings` shows the bookings: a calendar view, or the list (spec: calendar or list view). */
const BOOKINGS_VIEWS = [...CALENDAR_VIEWS, 'list'] as const;
export type BookingsView = (typeof BOOKINGS_VIEWS)[number];

/** What the address says (`?view=week&date=2026-05-02`, `?view=list&tab=past`). */
export interface BookingsSearch {
  view: BookingsView;
  /** The day the calendar is about (the artist's today when absent). */
  date: string;
  /** Whether `date` came from the address (false: today). */
  dated: boolean;
  tab: BookingTab;
}

const DEFAULT_BOOKINGS_VIEW: BookingsView = 'month';
const DEFAULT_BOOKING_TAB: BookingTab = 'upcoming';

export function isCalendarView(view: BookingsView): view is CalendarView {
  return (CALENDAR_VIEWS as readonly string[]).includes(view);
}

/** Reads the page's state from the address; anything unknown falls back to the default. */
export function readBookingsSearch(params: URLSearchParams, today: string): BookingsSearch {
  const view = params.get('view');
  const date = params.get('date');
  const tab = params.get('tab');
  const dated = date !== null && isLocalDate(date);
  return {
    view: (BOOKINGS_VIEWS as readonly (string | null)[]).includes(view)
      ? (view as BookingsView)
      : DEFAULT_BOOKINGS_VIEW,
    date: dated ? date : today,
    dated,
    tab: (BOOKING_TABS as readonly (string | null)[]).includes(tab)
      ? (tab as BookingTab)
      : DEFAULT_BOOKING_TAB,
  };
}

/**
 * The address of a state: defaults are left out (`/app/bookings` is this month), the date only for
 * the calendar, the tab only for the list.
 */
export function writeBookingsSearch(
  state: Partial<BookingsSearch> & Pick<BookingsSearch, 'view'>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_BOOKINGS_VIEW) params.set('view', state.view);
  if (isCalendarView(state.view) && state.dated && state.date) params.set('date', state.date);
  if (state.view === 'list' && state.tab && state.tab !== DEFAULT_BOOKING_TAB) params.set('tab', state.tab);
  return params;
}
