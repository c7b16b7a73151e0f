import type { Currency } from '#shared/domain/money.ts';

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
  /** request.accepted: each accepted request is a booking (a project's further sessions are not: ADR 0093). */
  'bookings',
  /** booking.cancelled, by either side. */
  'bookingsCancelled',
  /** payment.updated: a deposit marked received. */
  'depositsPaid',
  /** payment.updated: a deposit marked received set back to waiting (a correction). */
  'depositsReversed',
  /** slot.moved: a request or a booking moved to another slot, by either side. */
  'slotsMoved',
  /** request.accepted of a project's first session: one project of several sessions (ADR 0093). */
  'projects',
  /** request.accepted of any project session (the first included): the sessions booked. */
  'projectSessions',
  /** request.accepted of any project session: its minutes in the chair. */
  'projectSessionMinutes',
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

/**
 * message.sent: the artist's first answer to a client who was waiting, counted by whole minutes
 * waited (`firstResponseMinutes.37`): a histogram, so the day's (or any range's) median is exact to
 * the minute (`medianMinutes`) while every counter stays a sum.
 */
const FIRST_RESPONSE_METRIC = 'firstResponseMinutes';

export function firstResponseMetric(minutes: number): string {
  return `${FIRST_RESPONSE_METRIC}.${Math.max(0, Math.round(minutes))}`;
}

/** The median of a histogram of minutes (`firstResponseMinutes.<n>` → count), or undefined if empty. */
export function medianMinutes(counters: ReadonlyMap<string, number>): number | undefined {
  const histogram = [...counters]
    .filter(([metric, count]) => metric.startsWith(`${FIRST_RESPONSE_METRIC}.`) && count > 0)
    .map(([metric, count]) => [Number(metric.slice(FIRST_RESPONSE_METRIC.length + 1)), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  const lower = Math.floor((total - 1) / 2);
  const upper = Math.ceil((total - 1) / 2);
  let seen = 0;
  let low: number | undefined;
  for (const [minutes, count] of histogram) {
    if (low === undefined && seen + count > lower) low = minutes;
    if (seen + count > upper) return ((low ?? minutes) + minutes) / 2;
    seen += count;
  }
  return undefined;
}

/**
 * request.created: the requested slot's local weekday (Monday 0) and hour (`requestedSlot.4.14`:
 * a Friday, 14:00–14:59), so the insights page shows the busiest days and hours clients ask for.
 */
export const REQUESTED_SLOT_METRIC = 'requestedSlot';

export function requestedSlotMetric(weekday: number, hour: number): string {
  return `${REQUESTED_SLOT_METRIC}.${weekday}.${hour}`;
}

/** request.created with a flash: one counter per flash (`flashRequests.<flashId>`), for the top flashes. */
export const FLASH_REQUESTS_METRIC = 'flashRequests';

export function flashRequestsMetric(flashId: string): string {
  return `${FLASH_REQUESTS_METRIC}.${flashId}`;
}

/**
 * The month total's key of a local day (`2026-10-14` → `M2026-10`): every counter is also added to
 * its month's total, so a year reads 12 totals instead of 365 days of counters (ADR 0046). In the
 * sort key `m…` sorts after every `YYYY-MM-DD`, so a query of days never meets a month total.
 */
export function monthKey(day: string): string {
  return `M${day.slice(0, 7)}`;
}

export function isMonthKey(key: string): boolean {
  return key.startsWith('M');
}
