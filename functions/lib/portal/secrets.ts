import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PORTAL_AUTH } from '#shared/domain/portal/portal-auth-rules.ts';

/** `bytes` random bytes in base64url (32 bytes: 43 characters). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly random code of `PORTAL_AUTH.codeDigits` digits, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** PORTAL_AUTH.codeDigits)).padStart(PORTAL_AUTH.codeDigits, '0');
}

/** What the table keeps of a secret: its SHA-256 in hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A code's hash is salted with its challenge, so equal codes of two challenges differ. */
export function codeHash(challengeId: string, code: string): string {
  return sha256Hex(`${challengeId}:${code}`);
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string | undefined, b: string): boolean {
  if (a === undefined || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
