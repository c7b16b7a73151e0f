/**
 * The username a visitor chose to claim from an unknown artist's 404 page (`/signup?pseudo=`),
 * kept across sign-up, verification and sign-in to prefill the onboarding.
 */
const KEY = 'inkslot:claimed-pseudo';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberClaimedPseudo(pseudo: string): void {
  storage()?.setItem(KEY, pseudo.slice(0, 64));
}

export function readClaimedPseudo(): string {
  return storage()?.getItem(KEY) ?? '';
}

export function forgetClaimedPseudo(): void {
  storage()?.removeItem(KEY);
}
