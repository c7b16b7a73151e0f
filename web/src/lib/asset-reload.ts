/** At most one reload per path in this window (spec section 9: reload guard 10,000 ms). */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'inkslot:asset-reload:';

interface ReloadEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  location?: Pick<Location, 'pathname' | 'reload'>;
  now?: () => number;
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page after a failed asset load (a new deployment removed the old chunks), at most
 * once per 10 s per path so a really missing asset cannot loop. Says whether it reloads.
 */
export function reloadOnce(env: ReloadEnvironment = {}): boolean {
  const storage = env.storage ?? sessionStore();
  const location = env.location ?? globalThis.location;
  const now = (env.now ?? Date.now)();
  const key = `${KEY_PREFIX}${location.pathname}`;
  const last = Number(storage?.getItem(key) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage?.setItem(key, String(now));
  location.reload();
  return true;
}

/** Whether an error is a failed download of a JS or CSS chunk (browsers word it differently). */
export function isAssetLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script failed|unable to preload css|failed to load module script/i.test(
      error.message,
    )
  );
}

/** Vite's `vite:preloadError` (a chunk's preload failed): reload instead of failing, when allowed. */
export function installPreloadErrorReload(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

/**
 * Wraps a lazy route import: a failed chunk download reloads the page (once per 10 s per path);
 * while the page reloads the route never settles, otherwise the error reaches the error page.
 */
export function reloadOnAssetError<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isAssetLoadError(error) && reloadOnce()) return new Promise<T>(() => {});
      throw error;
    });
}
