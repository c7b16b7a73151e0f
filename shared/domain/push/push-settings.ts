import { localClock } from '#shared/domain/local-time.ts';
import { clockMinutes } from '#shared/domain/slots/civil-time.ts';

/**
 * What an artist's phone may be told (issue 32, item 2; ADR 0098): each kind on or off, and quiet
 * hours in the artist's time zone during which nothing is sent (dropped, not held: ADR 0098).
 */
export const PUSH_KINDS = ['request', 'message', 'depositPaid', 'cancellation', 'consentSigned'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

interface QuietHours {
  from: string;
  to: string;
}

interface PushSettings {
  /** The kinds the artist turned off (every kind is on by default). */
  off: PushKind[];
  quietHours: QuietHours | null;
}

/** The settings of an artist item (absent values read the defaults: every kind on, no quiet hours). */
export function pushSettingsOf(artist: {
  pushOff?: readonly string[] | undefined;
  quietFrom?: string | undefined;
  quietTo?: string | undefined;
}): PushSettings {
  const off = PUSH_KINDS.filter((kind) => artist.pushOff?.includes(kind));
  const quietHours =
    artist.quietFrom && artist.quietTo ? { from: artist.quietFrom, to: artist.quietTo } : null;
  return { off, quietHours };
}

/**
 * Whether `instant` falls in the quiet hours, read on the artist's own clock (so a DST change moves
 * nothing): `from` included, `to` excluded; `22:00`-`07:00` spans midnight; equal ends mean none.
 */
export function inQuietHours(instant: Date, timeZone: string, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const from = clockMinutes(quiet.from);
  const to = clockMinutes(quiet.to);
  if (from === to) return false;
  const { hour, minute } = localClock(instant, timeZone);
  const now = hour * 60 + minute;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** Whether a notification of `kind` may go now. */
export function mayPush(kind: PushKind, settings: PushSettings, instant: Date, timeZone: string): boolean {
  return !settings.off.includes(kind) && !inQuietHours(instant, timeZone, settings.quietHours);
}
