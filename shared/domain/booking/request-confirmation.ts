/**
 * Every number of a booking request's email confirmation, in one place
 * (docs/decisions/0067-booking-requests-confirmed-by-email.md). A request from the public form holds
 * its slot for a short cart hold until the client confirms their address with the emailed 6-digit
 * code or link; only then does it reach the artist, hold its slot for good and count.
 */
export const REQUEST_CONFIRMATION = {
  /** The cart hold, and how long the code and link are valid: at most 15 minutes. */
  cartHoldSeconds: 15 * 60,
  /** The emailed code: 6 digits. */
  codeDigits: 6,
  /** The link's secret: 256 random bits (43 base64url characters). */
  linkTokenBytes: 32,
  /** Wrong codes that burn the code (the last one included); a new one can be asked for. */
  maxCodeAttempts: 5,
  /** Emails for one request: the first and at most two more ("send again"). */
  maxSends: 3,
  /** The form offers to send again after this countdown. */
  resendAfterSeconds: 60,
  /** The unconfirmed item stays this long after its hold (a late retry answers the same). */
  keptAfterHoldSeconds: 24 * 60 * 60,
} as const;

/** The cart hold's end (epoch seconds) of a request made at `nowSeconds`, with the stage's hold. */
export function cartHoldEnd(nowSeconds: number, holdSeconds: number): number {
  return nowSeconds + Math.min(holdSeconds, REQUEST_CONFIRMATION.cartHoldSeconds);
}

/** Whether a hold (with its TTL in epoch seconds, if any) still takes its slice at `now`. */
export function holdLive(hold: { expiresAt?: number | undefined }, now: Date): boolean {
  return hold.expiresAt === undefined || hold.expiresAt * 1000 > now.getTime();
}

export type ResendDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether one more email may go for a request whose emails went at `sends` (epoch seconds). */
export function resendRate(sends: readonly number[], now: number): ResendDecision {
  if (sends.length >= REQUEST_CONFIRMATION.maxSends) {
    return { allowed: false, retryAfterSeconds: REQUEST_CONFIRMATION.cartHoldSeconds };
  }
  const last = Math.max(0, ...sends);
  const wait = last + REQUEST_CONFIRMATION.resendAfterSeconds - now;
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}
