import { fetchAuthSession } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from './amplify-config.ts';
import { openedOffline, read } from './offline-snapshot.ts';

/**
 * Opening `/app` offline past the ID token's hour (issue 32, ADR 0099). Amplify cannot renew the
 * session without a network, yet the device still holds the tokens of the artist last signed in
 * (sign-out removes them) and, maybe, that artist's snapshot: then the app opens read-only on it
 * instead of the login page. The guard sends to `/login` as ever; the login page's loader, which
 * `/app`'s first load does not carry, hands back to the app (and the guard lets the artist in). Back online the usual session flow resumes.
 */

/** What asking Amplify for the session gave: a session, none, or no answer for want of a network. */
type SessionCheck = 'signed-in' | 'signed-out' | 'unreachable';

export interface OfflineEntryFacts {
  session: SessionCheck;
  /** `navigator.onLine`. */
  online: boolean;
  /** The `sub` of the ID token Amplify keeps for the last user signed in here, expired or not. */
  storedOwner: string | null;
  /** Whose snapshot this device holds. */
  snapshotOwner: string | null;
}

/** Whether `/app` opens: with a session, or offline on the snapshot of the artist whose tokens are kept. */
export function opensArtistArea({ session, online, storedOwner, snapshotOwner }: OfflineEntryFacts): boolean {
  if (session === 'signed-in') return true;
  const offline = !online || session === 'unreachable';
  return offline && storedOwner !== null && snapshotOwner === storedOwner;
}

/**
 * At the login page the guard sent to (`routes/auth/login.tsx`): offline, this device's snapshot
 * of the artist whose tokens it keeps opens the app instead (read as theirs, `openedOffline`).
 */
export async function opensOffline(): Promise<boolean> {
  const storedOwner = storedSubject();
  if (!storedOwner) return false;
  const opens = opensArtistArea({
    // Offline by the browser's word, Amplify's renewal (and its retries) need not be waited for.
    session: navigator.onLine ? await checkSession() : 'unreachable',
    online: navigator.onLine,
    storedOwner,
    snapshotOwner: read(globalThis.localStorage)?.owner ?? null,
  });
  if (opens) openedOffline.owner = storedOwner;
  return opens;
}

/** Asks Amplify: a renewal that failed on the network throws Amplify's `NetworkError`. */
async function checkSession(): Promise<SessionCheck> {
  try {
    ensureAmplifyConfigured();
    return (await fetchAuthSession()).tokens?.idToken ? 'signed-in' : 'signed-out';
  } catch (error) {
    return error instanceof Error && error.name === 'NetworkError' ? 'unreachable' : 'signed-out';
  }
}

type KeyedStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_USER_SUFFIX = '.LastAuthUser';

/**
 * The `sub` of the ID token Amplify keeps in `localStorage` for the last user signed in on this
 * device (`CognitoIdentityServiceProvider.{client}.{user}.idToken`), read without checking its
 * expiry: only to know whose snapshot may be read offline. None once signed out.
 */
export function storedSubject(storage: KeyedStorage | undefined = defaultStorage()): string | null {
  if (!storage) return null;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(AMPLIFY_PREFIX) || !key.endsWith(LAST_USER_SUFFIX)) continue;
      const user = storage.getItem(key);
      const client = key.slice(AMPLIFY_PREFIX.length, -LAST_USER_SUFFIX.length);
      const token = user ? storage.getItem(`${AMPLIFY_PREFIX}${client}.${user}.idToken`) : null;
      const sub = token ? subjectOf(token) : null;
      if (sub) return sub;
    }
  } catch {
    // Storage refused: nothing to open offline.
  }
  return null;
}

function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}

function defaultStorage(): KeyedStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
