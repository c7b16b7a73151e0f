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
