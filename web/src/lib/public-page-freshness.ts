/**
 * The public page's data may sit in the browser's HTTP cache for a short while
 * (`shared/api/cache-control.ts`). After the artist edits what it shows, the SPA marks the page
 * edited (in localStorage, so other tabs know too) and the next reads of it ask the network
 * (`Cache-Control: no-cache`) until the cached copy has surely expired.
 */
const KEY_PREFIX = 'inkslot.publicPageEditedAt.';
/** max-age + stale-while-revalidate of the public page's data. */
const CACHE_WINDOW_MS = 90_000;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function markPublicPageEdited(pseudo: string, now = Date.now()): void {
  storage()?.setItem(`${KEY_PREFIX}${pseudo}`, String(now));
}

/** Whether a read of this pseudo's page must skip the HTTP cache. */
export function publicPageNeedsRevalidation(pseudo: string, now = Date.now()): boolean {
  const editedAt = Number(storage()?.getItem(`${KEY_PREFIX}${pseudo}`));
  if (!editedAt) return false;
  if (now - editedAt < CACHE_WINDOW_MS) return true;
  storage()?.removeItem(`${KEY_PREFIX}${pseudo}`);
  return false;
}
