import { isNetworkError } from './api-error.ts';
import { cognitoSubject } from './cognito-session.ts';

/**
 * What the artist's space last read of a few answers (the account, Today, its consents), kept in
 * `localStorage` so that Today opens offline (issue 32, ADR 0099). One artist at a time: the
 * snapshot names its owner (the Cognito user's `sub`), each read checks it against who is signed
 * in, a different artist's first answer replaces it, and signing out removes it.
 */
const STORAGE_KEY = 'inkslot:offline:v1';

export interface KeptAnswer<T> {
  data: T;
  /** When it was read from the API (ISO instant). */
  savedAt: string;
}

interface Snapshot {
  owner: string;
  answers: Record<string, KeptAnswer<unknown>>;
}

type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface KeepOptions {
  owner?: OwnerSource;
  storage?: SnapshotStorage | undefined;
  now?: Date;
}

function defaultStorage(): SnapshotStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Who is signed in (the ID token's `sub`); a test gives its own. */
type OwnerSource = () => Promise<string | null>;

/** The snapshot this device holds (whose, `owner`), if any. */
export function read(storage: SnapshotStorage | undefined): Snapshot | null {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Snapshot | null;
    return value && typeof value.owner === 'string' && typeof value.answers === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an answer the API just gave, under its SWR key, for the signed-in artist: a snapshot of
 * anyone else is replaced, not added to. Signed out, nothing is kept.
 */
export async function keepOffline(
  key: string,
  data: unknown,
  { owner = cognitoSubject, storage = defaultStorage(), now = new Date() }: KeepOptions = {},
): Promise<void> {
  const signedIn = await owner();
  if (!signedIn) return;
  const current = read(storage);
  const answers = current?.owner === signedIn ? current.answers : {};
  answers[key] = { data, savedAt: now.toISOString() };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ owner: signedIn, answers } satisfies Snapshot));
  } catch {
    // Storage full or refused: offline reading is a convenience, the online app goes on.
  }
}

/**
 * Offline past the ID token's hour, the artist whose tokens this device keeps, once the login page
 * found their snapshot here (`offline-entry.ts`): who reads when Amplify cannot say who is signed
 * in; the guard lets them in while it is set. Sign-out clears it.
 */
export const openedOffline: { owner: string | null } = { owner: null };

/** The signed-in artist's kept answer under this key; never anyone else's. */
export async function readOffline<T>(
  key: string,
  { owner = cognitoSubject, storage = defaultStorage() }: Omit<KeepOptions, 'now'> = {},
): Promise<KeptAnswer<T> | undefined> {
  const signedIn = openedOffline.owner ?? (await owner());
  const snapshot = read(storage);
  if (!signedIn || snapshot?.owner !== signedIn) return undefined;
  return snapshot.answers[key] as KeptAnswer<T> | undefined;
}

/** At sign-out: nothing of the artist stays on the device. */
export function forgetOffline(storage = defaultStorage()): void {
  openedOffline.owner = null;
  storage?.removeItem(STORAGE_KEY);
}

/** The answers `keptOffline` gave in place of the API's, for want of a network (the offline banner). */
export const keptAnswers = new WeakSet<object>();

/**
 * An SWR fetcher whose answers are kept for the signed-in artist and which, when the network fails,
 * answers the one kept under the same key (the bookings' and requests' lists, the account).
 */
export function keptOffline<T>(
  fetcher: (key: string) => Promise<T>,
  options: Omit<KeepOptions, 'now'> = {},
): (key: string) => Promise<T> {
  return async (key) => {
    try {
      const data = await fetcher(key);
      void keepOffline(key, data, options);
      return data;
    } catch (error) {
      const kept = isNetworkError(error) ? await readOffline<T>(key, options) : undefined;
      if (!kept) throw error;
      keptAnswers.add(kept.data as object);
      return kept.data;
    }
  };
}
