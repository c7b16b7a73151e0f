import type { Currency } from '../money.ts';

/**
 * The per-artist daily counters the statistics consumer keeps (statsCounter items, one per artist,
 * local day and metric), the base of the insights page and the daily summary. Every counter is a
 * non-negative sum, so events count the same in any order; net figures are differences read over a
 * range (docs/decisions/0027-lifecycle-consumers.md):
 * - net revenue = `revenueCents.<cur>` − `cancelledRevenueCents.<cur>`;
 * - deposits received = `depositsCents.<cur>` − `depositsReversedCents.<cur>`.
 */
export const COUNT_METRICS = [
  'onboarded',
  /** request.created */
  'requestsReceived',
  /** request.accepted */
  'requestsAccepted',
  /** request.refused */
  'requestsRefused',
  /** request.cancelled: a client cancelled a pending request. */
  'requestsCancelled',
  /** request.accepted: each accepted request is a booking. */
  'bookings',
  /** booking.cancelled, by either side. */
  'bookingsCancelled',
  /** payment.updated: a deposit marked received. */
  'depositsPaid',
  /** payment.updated: a deposit marked received set back to waiting (a correction). */
  'depositsReversed',
] as const;
export type CountMetric = (typeof COUNT_METRICS)[number];

/** Amounts in whole cents, one counter per currency (an artist may change currency). */
export const AMOUNT_METRICS = [
  /** request.accepted: the final price, on the day of acceptance. */
  'revenueCents',
  /** booking.cancelled: the final price of the cancelled booking, on the day of cancellation. */
  'cancelledRevenueCents',
  /** payment.updated: the deposit, on the day it was marked received. */
  'depositsCents',
  /** payment.updated: the deposit, on the day it was set back to waiting. */
  'depositsReversedCents',
] as const;
export type AmountMetric = (typeof AMOUNT_METRICS)[number];

/** `revenueCents.EUR` */
export function amountMetric(metric: AmountMetric, currency: Currency): string {
  return `${metric}.${currency}`;
}
