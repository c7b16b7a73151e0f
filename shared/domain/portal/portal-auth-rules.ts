import { createHash } from 'node:crypto';
import { normalizeEmail } from '#shared/domain/booking/email-hash.ts';

/**
 * Every number of the client portal's sign-in and sessions, in one place
 * (docs/decisions/0024-portal-sessions.md).
 */
export const PORTAL_AUTH = {
  /** The emailed code: 6 digits. */
  codeDigits: 6,
  /** The magic link's token: 256 random bits (43 base64url characters). */
  linkTokenBytes: 32,
  /** How long a code and its link are valid. */
  challengeSeconds: 15 * 60,
  /** Wrong codes that burn the challenge (the last one included). */
  maxCodeAttempts: 5,
  daySeconds: 24 * 60 * 60,
  /** The SPA offers to resend the email after this countdown. */
  resendAfterSeconds: 60,
  /** The access token (JWT, RS256). */
  accessTokenSeconds: 15 * 60,
  /** The refresh token: 256 random bits, behind a 128-bit session id. */
  refreshTokenBytes: 32,
  sessionIdBytes: 16,
  /** A session unused this long ends (each refresh extends it)... */
  sessionIdleSeconds: 30 * 24 * 60 * 60,
  /** ...and none outlives this. */
  sessionMaxSeconds: 90 * 24 * 60 * 60,
} as const;

/** The portal's access tokens are RS256 JWTs (ADR 0024). */
export const PORTAL_JWT_ALG = 'RS256';

export const PORTAL_TOKEN_USE = 'portal';
export const PORTAL_REFRESH_COOKIE = 'portal_refresh';
/** The refresh cookie is only sent to `/api/auth/refresh-token` and `/api/auth/logout`. */
export const PORTAL_REFRESH_COOKIE_PATH = '/api/auth';

/**
 * The stable id of a client (the portal token's `sub`): derived from the normalized email, the
 * client's identity across every artist, without being the email itself.
 */
export function clientIdOf(email: string): string {
  return createHash('sha256')
    .update(`inkslot-client:${normalizeEmail(email)}`, 'utf8')
    .digest('hex')
    .slice(0, 32);
}

/** When a session used at `now` ends: idle expiry, capped by its absolute end. */
export function sessionEnd(createdAt: number, now: number): number {
  return Math.min(now + PORTAL_AUTH.sessionIdleSeconds, createdAt + PORTAL_AUTH.sessionMaxSeconds);
}
