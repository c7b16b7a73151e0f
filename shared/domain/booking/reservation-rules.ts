import { DEFAULT_TIMEZONE, localDate } from '#shared/domain/local-time.ts';

/**
 * Reservation settings (spec: open requests, open custom, open touchups, request delay) and the Free
 * plan's request limit (spec: "the free plan allows up to 10 booking requests"; issue 12: per
 * calendar month in the artist's time zone).
 */
export const REQUEST_DELAY_MAX_MINUTES = 30 * 24 * 60;
/** A new artist takes requests for slots starting at least a day later. */
export const DEFAULT_REQUEST_DELAY_MINUTES = 24 * 60;
/** Booking requests a Free artist receives per calendar month (their zone); Pro has no limit. */
export const FREE_PLAN_REQUEST_LIMIT = 10;

export const PROJECT_TYPES = ['flash', 'custom', 'touchup'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export interface ReservationState {
  plan: 'free' | 'pro';
  openRequests?: boolean | undefined;
  openCustom?: boolean | undefined;
  openTouchups?: boolean | undefined;
  /** Requests received in `requestMonth` (without it: the lifetime counter of ADR 20, a past month). */
  requestCount?: number | undefined;
  /** The artist's calendar month the counter is for, `YYYY-MM` in their zone. */
  requestMonth?: string | undefined;
  timezone?: string | undefined;
}

/** The artist's calendar month of an instant, `YYYY-MM` (the counter's month). */
export function requestMonthOf(now: Date, timezone: string): string {
  return localDate(now, timezone).slice(0, 7);
}

/** The first day of the month after `month` (`YYYY-MM`): when a Free artist's requests reopen. */
export function firstDayAfter(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? { year: year + 1, month: 1 } : { year, month: monthNumber + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

type Counted = Pick<ReservationState, 'plan' | 'requestCount' | 'requestMonth' | 'timezone'>;

/** Requests counted this month: the counter if it is this month's, none otherwise (a new month). */
export function requestsThisMonth(artist: Counted, now: Date): number {
  const month = requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE);
  return artist.requestMonth === month ? (artist.requestCount ?? 0) : 0;
}

/** The request limit of a plan: a number on Free, null (none) on Pro. */
function requestLimitOf(plan: 'free' | 'pro'): number | null {
  return plan === 'pro' ? null : FREE_PLAN_REQUEST_LIMIT;
}

/**
 * `{ used, max, resetsOn }` as GET /me shows it: this month's requests, the plan's limit (null =
 * unlimited), and the day the count starts again (the 1st of next month in the artist's zone).
 */
export function requestUsage(artist: Counted, now: Date = new Date()) {
  const month = requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE);
  return {
    used: requestsThisMonth(artist, now),
    max: requestLimitOf(artist.plan),
    resetsOn: firstDayAfter(month),
  };
}

/** How many requests before the limit the artist is warned (issue 15, item 8: at 8 of 10). */
const REQUEST_LIMIT_WARNING_LEFT = 2;

/**
 * What the artist is told about the Free plan's limit: `near` from 8 of 10, `reached` at 10 of 10,
 * nothing below or on Pro.
 */
export function requestLimitNotice(usage: {
  used: number;
  max: number | null;
}): 'near' | 'reached' | undefined {
  if (usage.max === null) return undefined;
  if (usage.used >= usage.max) return 'reached';
  if (usage.used >= usage.max - REQUEST_LIMIT_WARNING_LEFT) return 'near';
  return undefined;
}

/**
 * The request that crossed a line, for the artist's email: exactly the 8th of 10 (`near`) or the
 * 10th (`reached`); later requests repeat nothing (Today keeps showing the notice).
 */
export function requestLimitMilestone(usage: {
  used: number;
  max: number | null;
}): 'near' | 'reached' | undefined {
  if (usage.max === null) return undefined;
  if (usage.used === usage.max) return 'reached';
  if (usage.used === usage.max - REQUEST_LIMIT_WARNING_LEFT) return 'near';
  return undefined;
}

/** A request its client cancels within this time of sending never reached the artist's work. */
const REQUEST_CANCEL_GRACE_MINUTES = 30;

/**
 * Whether a client's cancellation gives the request back to the plan's count (issue 15, item 8):
 * within 30 minutes of sending, the request was a slip, not work the artist received.
 */
export function cancellationRefundsRequest(createdAt: string, cancelledAt: Date): boolean {
  const elapsed = cancelledAt.getTime() - Date.parse(createdAt);
  return elapsed >= 0 && elapsed <= REQUEST_CANCEL_GRACE_MINUTES * 60_000;
}

/**
 * How many more requests the plan takes this month: null (no limit) on Pro, what is left of the Free
 * plan's 10 otherwise (never below 0). A draw picks at most this many (ADR 0096).
 */
export function requestsLeftThisMonth(artist: Counted, now: Date = new Date()): number | null {
  const max = requestLimitOf(artist.plan);
  return max === null ? null : Math.max(0, max - requestsThisMonth(artist, now));
}

/** Whether one more request fits the plan: Pro always, Free below 10 received this month. */
export function underRequestLimit(artist: Counted, now: Date = new Date()): boolean {
  const max = requestLimitOf(artist.plan);
  return max === null || requestsThisMonth(artist, now) < max;
}

/**
 * When a page closed by the Free plan's limit takes requests again (the 1st of next month, the
 * artist's zone); undefined when it is open, or closed by the artist's own choice.
 */
export function requestsReopenOn(artist: ReservationState, now: Date = new Date()): string | undefined {
  if (!(artist.openRequests ?? true) || underRequestLimit(artist, now)) return undefined;
  return firstDayAfter(requestMonthOf(now, artist.timezone ?? DEFAULT_TIMEZONE));
}

/** Whether a project type is open (flashes follow only the requests toggle). */
export function projectTypeOpen(artist: ReservationState, type: ProjectType): boolean {
  if (type === 'custom') return artist.openCustom ?? true;
  if (type === 'touchup') return artist.openTouchups ?? true;
  return true;
}
