import { SLOT_MAX_MINUTES } from '#shared/domain/availability/availability-rules.ts';
import { civilDay, DAY_MS, dayNumber } from '#shared/domain/slots/civil-time.ts';
import { startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';

/** The local date `days` after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return civilDay(dayNumber(date) + days).date;
}

/**
 * The engine window of the local dates [from, from + days) in `timeZone`: from the first instant of
 * `from` to the first instant of the day after the last, plus the longest slot and an hour (a slot
 * of the last day may run past midnight). Keep only the slots whose `localDate` is <= `lastDate`.
 */
export function slotWindow(timeZone: string, from: string, days: number) {
  const lastDate = addDays(from, days - 1);
  const start = startOfLocalDay(timeZone, from);
  const end = new Date(
    startOfLocalDay(timeZone, addDays(lastDate, 1)).getTime() + (SLOT_MAX_MINUTES + 60) * 60_000,
  );
  return { from: start, to: end, lastDate };
}

/** A window around one local date: its slots and any slot overlapping them are inside it. */
export function dayWindow(timeZone: string, date: string) {
  const start = startOfLocalDay(timeZone, date);
  return {
    from: new Date(start.getTime() - DAY_MS),
    to: new Date(start.getTime() + 3 * DAY_MS),
  };
}
