import type { CalendarQuery } from '#shared/api/contracts/bookings.ts';
import { ApiError } from '#shared/api/errors.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { dayNumber } from '#shared/domain/slots/civil-time.ts';

/** The longest calendar window `GET /me/calendar` answers at once (a month view with its edges). */
const BOOKINGS_WINDOW_MAX_DAYS = 62;

/**
 * The local-day window of a calendar query (`from` and `to`, inclusive, at most 62 days; the contract
 * requires both). 400 with the field at fault otherwise.
 */
export function bookingWindow({ from, to }: CalendarQuery): { from: string; to: string } {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw invalid('to', 'validation.lifecycle.windowInvalid');
  if (days > BOOKINGS_WINDOW_MAX_DAYS) throw invalid('to', 'validation.lifecycle.windowTooLong');
  return { from, to };
}

/** The artist's local day of a slot's last minute (an end at midnight belongs to the day before). */
export function lastLocalDay(slotEnd: string, zone: string): string {
  return localDate(new Date(Date.parse(slotEnd) - 1), zone);
}

function invalid(path: string, key: string) {
  return new ApiError(400, 'validation_failed', [{ path, key }]);
}
