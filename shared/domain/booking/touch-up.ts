/**
 * The free touch-up an artist's policy promises (issue 31, item 3; ADR 0094): within
 * `touchUpMonths` calendar months of the session's end, the client books one touch-up of a booking
 * from the portal, free (no price, no deposit), among the artist's slots; the touch-up itself must
 * start inside the window. Pure rules: the window's end, and whether a booking offers its touch-up now.
 */

/** The window lengths the settings offer as choices; any whole number up to 24 is a custom one. */
export const TOUCH_UP_PRESETS = [3, 6, 12] as const;

/**
 * `iso` plus `months` calendar months in UTC, the day clamped to the month's last (31 January plus
 * one month is 28 or 29 February), the time of day kept.
 */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  const shifted = new Date(date.getTime());
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted.toISOString();
}

/** When a booking's free touch-up window closes (its session's end plus the months); none without one. */
export function touchUpWindowEnd(
  policy: { touchUpMonths?: number | undefined },
  booking: { slotEnd: string },
): string | undefined {
  if (!policy.touchUpMonths) return undefined;
  return addMonths(booking.slotEnd, policy.touchUpMonths);
}

/** A booking as the touch-up rules read it. */
export interface TouchUpSubject {
  status: 'confirmed' | 'canceled';
  slotEnd: string;
  /** Set on a touch-up booking: the booking it touches up (a touch-up has no touch-up of its own). */
  touchUpOf?: { bookingId: string } | undefined;
  /** Set on a booking whose touch-up is booked. */
  touchUpBookingId?: string | undefined;
}

/**
 * Whether the client may book the booking's touch-up at `now`, and until when; or why not, as the
 * API's 409 names it: no touch-up in the policy or the window closed (`touch_up_closed`), the
 * session not over yet (`touch_up_not_yet`), one already booked (`touch_up_booked`).
 */
export type TouchUpState =
  | { open: true; until: string }
  | { open: false; reason: 'touch_up_closed' | 'touch_up_not_yet' | 'touch_up_booked'; until?: string };

export function touchUpState(
  policy: { touchUpMonths?: number | undefined },
  booking: TouchUpSubject,
  now: Date,
): TouchUpState {
  const until = touchUpWindowEnd(policy, booking);
  if (!until || booking.status !== 'confirmed' || booking.touchUpOf)
    return { open: false, reason: 'touch_up_closed' };
  if (booking.touchUpBookingId) return { open: false, reason: 'touch_up_booked', until };
  if (Date.parse(booking.slotEnd) > now.getTime()) return { open: false, reason: 'touch_up_not_yet', until };
  if (Date.parse(until) <= now.getTime()) return { open: false, reason: 'touch_up_closed', until };
  return { open: true, until };
}

/** Whether a touch-up slot starting at `slotStart` falls inside the window closing at `until`. */
export function insideTouchUpWindow(until: string, slotStart: string): boolean {
  return Date.parse(slotStart) < Date.parse(until);
}
