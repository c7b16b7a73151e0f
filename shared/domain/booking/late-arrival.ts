/**
 * The late-arrival rule of an artist's policy (issue 31, item 3; ADR 0097): a client arriving more
 * than `lateArrivalMinutes` late forfeits the deposit. The artist says so from the booking's detail
 * once the session has started; the booking's copy of the policy decides. A forfeited deposit is
 * kept: it is no longer taken off the price (shared/domain/lifecycle/payment-state.ts). Pure rules.
 */

/** A booking as the late-arrival rule reads it. */
export interface LateArrivalSubject {
  status: 'confirmed' | 'canceled';
  slotStart: string;
  depositCents?: number | undefined;
  paymentState: string;
  /** Set once the artist marked the late arrival. */
  lateArrivalAt?: string | undefined;
}

/**
 * Why the artist may not mark this booking's client late at `now`, as the API's 409 names it; none
 * when they may (or already did: marking again answers the booking as it is).
 */
export type LateArrivalRefusal =
  | 'booking_canceled'
  | 'late_arrival_too_soon'
  | 'late_arrival_no_rule'
  | 'late_arrival_no_deposit';

export function lateArrivalRefusal(
  policy: { lateArrivalMinutes?: number | undefined },
  booking: LateArrivalSubject,
  now: Date,
): LateArrivalRefusal | undefined {
  if (booking.lateArrivalAt) return undefined;
  if (booking.status !== 'confirmed') return 'booking_canceled';
  if (Date.parse(booking.slotStart) > now.getTime()) return 'late_arrival_too_soon';
  if (!policy.lateArrivalMinutes) return 'late_arrival_no_rule';
  if (!booking.depositCents || booking.paymentState !== 'DEPOSIT-PAID') return 'late_arrival_no_deposit';
  return undefined;
}
