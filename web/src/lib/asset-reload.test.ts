import { describe, expect, it, vi } from 'vitest';
import {
  installPreloadErrorReload,
  isAssetLoadError,
  RELOAD_GUARD_MS,
  reloadOnAssetError,
  reloadOnce,
} from './asset-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the reload after a failed asset load', () => {
  it('happens at most once per 10 s per path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const env = (pathname: string) => ({ storage, location: { pathname, reload }, now: () => now });
    expect(reloadOnce(env('/ink-mia'))).toBe(true);
    now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(env('/ink-mia'))).toBe(false);
    expect(reloadOnce(env('/login'))).toBe(true);
    now += 1;
    expect(reloadOnce(env('/ink-mia'))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('recognizes failed chunk downloads', () => {
    expect(isAssetLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isAssetLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isAssetLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isAssetLoadError(new Error('boom'))).toBe(false);
  });

  it('lets other errors of a lazy route through to the error page', async () => {
    const load = reloadOnAssetError(() => Promise.reject(new Error('boom')));
    await expect(load()).rejects.toThrow('boom');
  });

  it('turns vite:preloadError into a reload', () => {
    sessionStorage.clear();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const target = new EventTarget();
    installPreloadErrorReload(target as unknown as Window);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    const again = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    reload.mockRestore();
  });
});
