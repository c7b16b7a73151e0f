import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable value: codes, state keys. */
function opaque(): string {
  return randomBytes(32).toString('base64url');
}

/** PKCE (RFC 7636) S256: whether the verifier hashes to the challenge the authorize request carried. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/**
 * The provider's stable id of an account, as the same Google or Apple account always has one: a
 * 21-digit number for Google, Apple's `000000.<hex>.0000` shape, derived from the email so that the
 * tester who types the same address is the same account.
 */
export function providerSubject(providerName: 'Google' | 'SignInWithApple', email: string): string {
  const hash = createHash('sha256').update(`${providerName}:${email.trim().toLowerCase()}`).digest('hex');
  if (providerName === 'Google')
    return (BigInt(`0x${hash.slice(0, 20)}`) % 10n ** 21n).toString().padStart(21, '1');
  return `000${hash.slice(0, 3)}.${hash.slice(3, 35)}.${hash.slice(35, 39)}`;
}

/** Single-use values that expire: authorization codes and pending sign-ins. */
export class ExpiringMap<T> {
  private readonly items = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  put(value: T): string {
    const key = opaque();
    this.items.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    return key;
  }

  /** The value once: taken out, so a code cannot be exchanged twice. Undefined if unknown or expired. */
  take(key: string | null | undefined): T | undefined {
    if (!key) return undefined;
    const item = this.items.get(key);
    this.items.delete(key);
    for (const [other, { expiresAt }] of this.items) if (expiresAt < Date.now()) this.items.delete(other);
    return item && item.expiresAt >= Date.now() ? item.value : undefined;
  }
}
