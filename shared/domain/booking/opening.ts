import { instantOfLocalTime } from '#shared/domain/slots/zone-timeline.ts';
import { REQUEST_CONFIRMATION } from './request-confirmation.ts';
import {
  PROJECT_TYPES,
  type ProjectType,
  projectTypeOpen,
  type ReservationState,
  underRequestLimit,
} from './reservation-rules.ts';

/**
 * A book opening (issue 31, item 2; ADR 0092): the artist's books open for some project types at an
 * announced time, until a duration has passed or `cap` requests have been confirmed, whichever comes
 * first. One opening at a time, kept on the artist item with its counter.
 */
export const OPENING_RULES = ['first-come', 'draw'] as const;
type OpeningRule = (typeof OPENING_RULES)[number];

/**
 * A draw's opening lasts at most two hours (ADR 0096): every request confirmed in it enters the pool
 * and no one gets an answer before its end.
 */
export const DRAW_DURATION_MINUTES_MAX = 120;

/** The name of the draw's algorithm (shared/domain/booking/opening-draw.ts), stored with each record. */
export const DRAW_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

/** A minute past the last cart hold a request made in a draw opening can run (ADR 0067). */
const DRAW_DELAY_MS = (REQUEST_CONFIRMATION.cartHoldSeconds + 60) * 1000;

/**
 * When a draw opening's pool is drawn (ADR 0096): the draw takes the requests of the whole opening,
 * and one made before its end may be confirmed within its cart hold, so the draw waits for the last
 * hold to run out, and a minute more. No entry can be written after it.
 */
export function drawAt(opening: { closesAt: string }): string {
  return new Date(Date.parse(opening.closesAt) + DRAW_DELAY_MS).toISOString();
}

/** Bounds of what an artist may schedule. */
export const OPENING_LIMITS = {
  capMin: 1,
  capMax: 500,
  durationMinutesMin: 15,
  durationMinutesMax: 7 * 24 * 60,
  /** How far ahead an opening may be announced. */
  aheadDaysMax: 180,
} as const;

export interface Opening {
  openingId: string;
  /** UTC instants (ISO 8601). */
  startsAt: string;
  closesAt: string;
  cap: number;
  /** Project types (`ProjectType`; stored as strings: `typesOf` reads them). */
  projectTypes: readonly string[];
  rule: OpeningRule;
}

/** An opening's project types, as the known ones, in their usual order. */
export function typesOf(opening: Pick<Opening, 'projectTypes'>): ProjectType[] {
  return PROJECT_TYPES.filter((type) => opening.projectTypes.includes(type));
}

export type OpeningState = 'scheduled' | 'open' | 'closed';

/**
 * Where an opening stands at `now`: `scheduled` before its start, `open` from its start until its
 * end or until `count` (the requests confirmed for it) reaches its cap, `closed` after.
 */
export function openingState(opening: Opening, count: number, now: Date): OpeningState {
  const at = now.getTime();
  if (at < Date.parse(opening.startsAt)) return 'scheduled';
  if (at >= Date.parse(opening.closesAt) || count >= opening.cap) return 'closed';
  return 'open';
}

/** What an artist item carries of its opening (older items have none). */
export interface OpeningHolder {
  opening?: Opening | undefined;
  openingCount?: number | undefined;
}

/**
 * How the opening decides a project type at `now`: `closed` while it is scheduled (the books stay
 * closed for its types until it starts), `open` while it runs, `undecided` when the opening does not
 * concern the type or is over: the artist's own toggles decide, as without an opening.
 */
export function openingDecides(
  artist: OpeningHolder,
  type: ProjectType,
  now: Date,
): 'open' | 'closed' | 'undecided' {
  const { opening } = artist;
  if (!opening?.projectTypes.includes(type)) return 'undecided';
  const state = openingState(opening, artist.openingCount ?? 0, now);
  if (state === 'scheduled') return 'closed';
  if (state === 'open') return 'open';
  return 'undecided';
}

/**
 * Whether the books take a project type at `now`: as the opening decides while it concerns the type
 * (closed before it starts, open while it runs), else as the artist's toggles say.
 */
export function typeTakesRequests(
  artist: OpeningHolder & ReservationState,
  type: ProjectType,
  now: Date,
): boolean {
  const decided = openingDecides(artist, type, now);
  if (decided !== 'undecided') return decided === 'open';
  return (artist.openRequests ?? true) && projectTypeOpen(artist, type);
}

/**
 * Whether the public form takes any request at `now` (ADR 20 and 42's `acceptsRequests` with the
 * opening): under the plan's limit, and some project type open.
 */
export function takesRequests(artist: OpeningHolder & ReservationState, now: Date): boolean {
  return underRequestLimit(artist, now) && PROJECT_TYPES.some((type) => typeTakesRequests(artist, type, now));
}

/** The opening a request of this type made now counts toward: the current one while it is open. */
export function openingTaking(artist: OpeningHolder, type: ProjectType, now: Date): Opening | undefined {
  return openingDecides(artist, type, now) === 'open' ? artist.opening : undefined;
}

export interface OpeningInput {
  /** The artist's local date and time of the start, `YYYY-MM-DD` and `HH:mm`. */
  date: string;
  time: string;
  durationMinutes: number;
  cap: number;
  projectTypes: ProjectType[];
  rule: OpeningRule;
}

export type OpeningProblem = 'startInPast' | 'startTooFar' | 'startNotInZone';

/**
 * The opening an artist's input schedules, in their zone, or what is wrong with it: a start that
 * does not exist in the zone (a DST gap), is past, or is more than 180 days ahead.
 */
export function scheduleOpening(
  input: OpeningInput,
  timezone: string,
  now: Date,
  openingId: string,
): { opening: Opening } | { problem: OpeningProblem } {
  const start = instantOfLocalTime(timezone, input.date, input.time);
  if (!start) return { problem: 'startNotInZone' };
  if (start.getTime() <= now.getTime()) return { problem: 'startInPast' };
  if (start.getTime() > now.getTime() + OPENING_LIMITS.aheadDaysMax * 86_400_000) {
    return { problem: 'startTooFar' };
  }
  const closesAt = new Date(start.getTime() + input.durationMinutes * 60_000);
  const projectTypes = PROJECT_TYPES.filter((type) => input.projectTypes.includes(type));
  return {
    opening: {
      openingId,
      startsAt: start.toISOString(),
      closesAt: closesAt.toISOString(),
      cap: input.cap,
      projectTypes,
      rule: input.rule,
    },
  };
}

/**
 * Seconds until an announced or running opening changes what the page says by itself (its start, or
 * its end); undefined when the page shows none.
 */
export function secondsToNextChange(
  opening: { startsAt: string; closesAt: string; state: OpeningState } | undefined,
  now: Date,
): number | undefined {
  if (!opening || opening.state === 'closed') return undefined;
  const at = Date.parse(opening.state === 'scheduled' ? opening.startsAt : opening.closesAt);
  return (at - now.getTime()) / 1000;
}

/**
 * The time left before `startsAt`, in whole days, hours, minutes and seconds (zero once started).
 * Computed from the start instant and the viewer's clock at each tick, never from a "seconds left"
 * figure, so an answer served from CloudFront's cache counts down right (ADR 0039).
 */
export function countdown(startsAt: string, now: Date) {
  const left = Math.max(0, Math.floor((Date.parse(startsAt) - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
