import { createHash, randomBytes } from 'node:crypto';
import { env } from './env.ts';

/** A new secret for a calendar subscription URL: 32 random bytes, URL-safe. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/**
 * What the table keeps of the secret: its SHA-256, which finds the artist (`calendarFeed` item) and
 * stands on the artist item (ADR 0072). The URL handed to the artist once is the only copy.
 */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The URL Google or Apple Calendar subscribes to (`GET /api/calendar/{token}.ics`). */
export const feedUrl = (token: string) => `${env.appUrl}/api/calendar/${token}.ics`;

/**
 * The hash of an artist's current feed secret: the stored hash, or the hash of a secret stored in
 * clear before ADR 0072 (until the one-off script or the settings' next read replaces it).
 */
export function currentFeedHash(artist: {
  calendarFeedHash?: string | undefined;
  calendarFeedToken?: string | undefined;
}): string | undefined {
  if (artist.calendarFeedHash) return artist.calendarFeedHash;
  return artist.calendarFeedToken ? feedTokenHash(artist.calendarFeedToken) : undefined;
}
