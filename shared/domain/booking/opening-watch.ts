import type { Opening } from './opening.ts';

/**
 * "Email me when it opens" (issue 31, item 2; ADR 0100): visitors leave an address for an artist's
 * announced opening, confirm it from the one email it gets, and confirmed addresses are told once
 * when the opening starts. Everything here is pure; the routes and the job apply it.
 */
export const OPENING_WATCH: {
  readonly perOpeningMax: number;
  readonly keptAfterCloseSeconds: number;
  readonly toldPerWrite: number;
} = {
  /** Addresses one opening takes (asked, confirmed or not): a bound on what strangers can store. */
  perOpeningMax: 2000,
  /** How long the items outlive the opening's end (DynamoDB's TTL then removes them). */
  keptAfterCloseSeconds: 24 * 3600,
  /** Addresses told per transaction of the start job (each item patched, plus the event). */
  toldPerWrite: 50,
};

/** Where one address stands: asked (unconfirmed), confirmed, told at the start. */
export type WatchState = 'asked' | 'confirmed' | 'told';

interface WatchMarks {
  confirmedAt?: string | undefined;
  toldAt?: string | undefined;
  stoppedAt?: string | undefined;
}

/** Where an address stands; `none` once its owner stopped it. */
export function watchState(item: WatchMarks): WatchState | 'none' {
  if (item.stoppedAt) return 'none';
  if (item.toldAt) return 'told';
  return item.confirmedAt ? 'confirmed' : 'asked';
}

/**
 * Whether a visitor may ask to be told of `opening` at `now`: only before it starts (once it runs
 * the form itself is the answer: `open`; over or none: `none`), and while fewer than the cap asked.
 */
export function watchAnswer(
  opening: Pick<Opening, 'startsAt' | 'closesAt'> | undefined,
  asked: number,
  now: Date,
): 'accept' | 'open' | 'none' | 'full' {
  if (!opening || now.getTime() >= Date.parse(opening.closesAt)) return 'none';
  if (now.getTime() >= Date.parse(opening.startsAt)) return 'open';
  return asked >= OPENING_WATCH.perOpeningMax ? 'full' : 'accept';
}

/** When an opening's addresses are removed: a day after it closes (epoch seconds, the table's TTL). */
export function watchExpiresAt(opening: Pick<Opening, 'closesAt'>): number {
  return Math.floor(Date.parse(opening.closesAt) / 1000) + OPENING_WATCH.keptAfterCloseSeconds;
}

/**
 * Whether the start job tells this address now: confirmed, not yet told, and its opening started
 * and still running (an address confirmed after the end is never mailed).
 */
export function dueToTell(
  item: WatchMarks,
  opening: Pick<Opening, 'startsAt' | 'closesAt'>,
  now: Date,
): boolean {
  const at = now.getTime();
  return (
    watchState(item) === 'confirmed' &&
    at >= Date.parse(opening.startsAt) &&
    at < Date.parse(opening.closesAt)
  );
}

/** The portal page a watcher confirms or stops from (a sign-in link's target, ADR 0085). */
export function watchPagePath(artistId: string, openingId: string): string {
  return `/portal/opening-alerts/${encodeURIComponent(artistId)}/${encodeURIComponent(openingId)}`;
}
