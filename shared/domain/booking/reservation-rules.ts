/**
 * Reservation settings (spec: open requests, open custom, open touchups, request delay) and the Free
 * plan's request limit (spec: "the free plan allows up to 10 booking requests").
 */
export const REQUEST_DELAY_MAX_MINUTES = 30 * 24 * 60;
/** A new artist takes requests for slots starting at least a day later. */
export const DEFAULT_REQUEST_DELAY_MINUTES = 24 * 60;
/** Booking requests a Free artist receives in the life of the account; Pro has no limit. */
export const FREE_PLAN_REQUEST_LIMIT = 10;

export const PROJECT_TYPES = ['flash', 'custom', 'touchup'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export interface ReservationState {
  plan: 'free' | 'pro';
  openRequests?: boolean | undefined;
  openCustom?: boolean | undefined;
  openTouchups?: boolean | undefined;
  requestCount?: number | undefined;
}

/** The request limit of a plan: a number on Free, null (none) on Pro. */
export function requestLimitOf(plan: 'free' | 'pro'): number | null {
  return plan === 'pro' ? null : FREE_PLAN_REQUEST_LIMIT;
}

/** `{ used, max }` as GET /me shows it (max null = unlimited). */
export function requestUsage(artist: Pick<ReservationState, 'plan' | 'requestCount'>) {
  return { used: artist.requestCount ?? 0, max: requestLimitOf(artist.plan) };
}

/** How many requests before the limit the artist is warned (issue 15, item 8: at 8 of 10). */
export const REQUEST_LIMIT_WARNING_LEFT = 2;

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
export const REQUEST_CANCEL_GRACE_MINUTES = 30;

/**
 * Whether a client's cancellation gives the request back to the plan's count (issue 15, item 8):
 * within 30 minutes of sending, the request was a slip, not work the artist received.
 */
export function cancellationRefundsRequest(createdAt: string, cancelledAt: Date): boolean {
  const elapsed = cancelledAt.getTime() - Date.parse(createdAt);
  return elapsed >= 0 && elapsed <= REQUEST_CANCEL_GRACE_MINUTES * 60_000;
}

/** Whether one more request fits the plan: Pro always, Free below 10 received. */
export function underRequestLimit(artist: Pick<ReservationState, 'plan' | 'requestCount'>): boolean {
  const max = requestLimitOf(artist.plan);
  return max === null || (artist.requestCount ?? 0) < max;
}

/** Whether the public page takes requests at all: requests open and the plan's limit not reached. */
export function acceptsRequests(artist: ReservationState): boolean {
  return (artist.openRequests ?? true) && underRequestLimit(artist);
}

/** Whether a project type is open (flashes follow only the requests toggle). */
export function projectTypeOpen(artist: ReservationState, type: ProjectType): boolean {
  if (type === 'custom') return artist.openCustom ?? true;
  if (type === 'touchup') return artist.openTouchups ?? true;
  return true;
}
