import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Signing in from an email's button (docs/decisions/0085-signed-in-from-the-email.md): every number
 * and rule of the link a client email carries, beside the portal's own (portal-auth-rules.ts).
 */
export const EMAIL_SIGN_IN = {
  /**
   * How long an email's button signs in: 12 hours, so a morning's email still opens the portal in
   * the evening, and an email found in an inbox the next day (or forwarded) opens nothing.
   */
  validSeconds: 12 * 60 * 60,
  /** The secret: 256 random bits (43 base64url characters). */
  secretBytes: 32,
  /**
   * The link's item outlives its link as long as the email consumer remembers a send (7 days), plus
   * a day: a late redelivery of the event finds the send done and mints nothing.
   */
  keepSeconds: 8 * 24 * 60 * 60,
} as const;

/** `<linkId>.<secret>`: 22 and 43 base64url characters. */
const EMAIL_SIGN_IN_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The link's id, derived from the send it belongs to (one event, one recipient): a redelivered event
 * names the same item, so it can never hold two valid links. 128 bits in base64url.
 */
export function emailSignInId(sendKey: string): string {
  return createHash('sha256')
    .update(`inkslot-email-sign-in:${sendKey}`, 'utf8')
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** What the table keeps of a secret: SHA-256 of `<linkId>:<secret>` in hex (salted by its link). */
export function emailSignInHash(linkId: string, secret: string): string {
  return createHash('sha256').update(`${linkId}:${secret}`, 'utf8').digest('hex');
}

/** The token in the button's URL fragment. */
export function emailSignInToken(linkId: string, secret: string): string {
  return `${linkId}.${secret}`;
}

/** A token's link id and secret, or undefined when it is not one. */
export function parseEmailSignInToken(token: string): { linkId: string; secret: string } | undefined {
  const match = EMAIL_SIGN_IN_TOKEN.exec(token);
  return match ? { linkId: match[1] as string, secret: match[2] as string } : undefined;
}

/**
 * A portal page a link may lead to: `/portal/...`, not a sign-in page, no `//`, `..`, backslash or
 * space (the rule of the SPA's `?redirect=`).
 */
export function isSignInTarget(path: string): boolean {
  return (
    path.startsWith('/portal/') &&
    !path.startsWith('/portal/login') &&
    !/[\\\s]|\/\/|\/\.\.?(\/|$)/.test(path)
  );
}

/** A link as the table keeps it. */
export interface EmailSignInLink {
  emailHash: string;
  /** Removed once used, or when its email could not be sent. */
  secretHash?: string | undefined;
  /** Epoch seconds: refused from then on. */
  validUntil: number;
  usedAt?: number | undefined;
}

/** Why a link is refused; the API says the same for every reason (no enumeration). */
type EmailSignInRefusal = 'unknown' | 'used' | 'expired' | 'wrong-secret' | 'other-email';

/**
 * Whether `secret`, posted for the address `emailHash` at `now`, signs in with `link`: the link exists,
 * is unused and unexpired, its secret matches (compared in constant time) and it was sent to that
 * address. Undefined when it does; else why not.
 */
export function refusalOf(
  link: EmailSignInLink | undefined,
  attempt: { linkId: string; secret: string; emailHash: string; now: number },
): EmailSignInRefusal | undefined {
  if (!link) return 'unknown';
  if (link.usedAt !== undefined || link.secretHash === undefined) return 'used';
  if (link.validUntil <= attempt.now) return 'expired';
  if (!sameHex(link.secretHash, emailSignInHash(attempt.linkId, attempt.secret))) return 'wrong-secret';
  if (!sameHex(link.emailHash, attempt.emailHash)) return 'other-email';
  return undefined;
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
