/**
 * The pseudo of the artist whose referral link a visitor followed (`/signup?ref=`, ADR 0047), kept
 * across sign-up, verification and sign-in until the onboarding sends it.
 */
const KEY = 'inkslot:referrer';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberReferrer(pseudo: string): void {
  storage()?.setItem(KEY, pseudo.slice(0, 64));
}

export function readReferrer(): string {
  return storage()?.getItem(KEY) ?? '';
}

export function forgetReferrer(): void {
  storage()?.removeItem(KEY);
}
