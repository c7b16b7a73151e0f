import { createHash, randomBytes } from 'node:crypto';
import { env } from './env.ts';

/** A new secret for a calendar subscription URL: 32 random bytes, URL-safe. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What the table keeps to find the artist: the secret's SHA-256 (the URL is the only copy outside). */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The URL Google or Apple Calendar subscribes to (`GET /api/calendar/{token}.ics`). */
export const feedUrl = (token: string) => `${env.appUrl}/api/calendar/${token}.ics`;
