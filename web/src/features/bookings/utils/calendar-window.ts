import { addDays } from '#web/src/lib/wall-time.ts';

/** The calendar's views (spec: calendar view with month, week and day). */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The local days a view shows, first and last included: what `GET /me/calendar?from&to` asks. */
export interface CalendarWindow {
  from: string;
  to: string;
  days: string[];
}

function parts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

function dateOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The weekday of a local day, 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Monday of the week holding `date` (weeks run Monday to Sunday, ISO 8601). */
export function startOfWeek(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `count` months later, kept inside the month: 31 January + 1 month = 28 February. */
export function addMonths(date: string, count: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return dateOf(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The first day of the month holding `date`. */
function startOfMonth(date: string): string {
  const [year, month] = parts(date);
  return dateOf(year, month, 1);
}

/** Whether two local days are in the same month. */
export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days a view shows around `date`: the day itself, its week (Monday to Sunday), or its month
 * padded to whole weeks (28 to 42 days: within the API's 62-day window).
 */
export function calendarWindow(view: CalendarView, date: string): CalendarWindow {
  if (view === 'day') return { from: date, to: date, days: [date] };
  if (view === 'week') {
    const from = startOfWeek(date);
    const to = addDays(from, 6);
    return { from, to, days: daysBetween(from, to) };
  }
  const first = startOfMonth(date);
  const last = addDays(addMonths(first, 1), -1);
  const from = startOfWeek(first);
  const to = addDays(startOfWeek(last), 6);
  return { from, to, days: daysBetween(from, to) };
}

/** The date the previous (`-1`) or next (`1`) page of a view shows. */
export function shiftDate(view: CalendarView, date: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(date, direction);
  return addDays(date, view === 'week' ? 7 * direction : direction);
}

/** Splits a run of days into weeks of seven (the month grid's rows). */
export function weeksOf(days: readonly string[]): string[][] {
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
