import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_FALLBACK_PATHS, PWA_OPTIONS } from '#web/pwa-plugin.ts';
import {
  applyUpdate,
  onControlling,
  prepareUpdate,
  WORKER_INSTALL_WAIT_MS,
  type WorkerPort,
} from './app-worker.ts';
import { BUILD_CHECK_INTERVAL_MS, startBuildCheck } from './build-check.ts';

/** A registered worker whose new build waits once `update()` has fetched it and it has precached. */
function fakeWorker(options: { waiting?: boolean; installs?: boolean } = {}) {
  let waiting = options.waiting ?? false;
  const waiters: ((value: boolean) => void)[] = [];
  const port: WorkerPort = {
    update: vi.fn(async () => {
      if (options.installs === false) return;
      waiting = true;
      for (const resolve of waiters.splice(0)) resolve(true);
    }),
    hasWaiting: () => waiting,
    nextWaiting: (timeoutMs) =>
      new Promise((resolve) => {
        waiters.push(resolve);
        setTimeout(() => resolve(false), timeoutMs);
      }),
    skipWaiting: vi.fn(),
  };
  return port;
}

describe('the build check and the app worker agree on one reload (ADR 0099)', () => {
  afterEach(() => vi.useRealTimers());

  it('the worker is asked for the new build before the banner shows, and its reload is the only one', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const ready = vi.fn();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ buildId: 'next' })));
    startBuildCheck({
      runningBuildId: 'running',
      fetch,
      onNewBuild: () => void prepareUpdate(worker).then(ready),
    });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(worker.update).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledTimes(1);

    // The banner's button: the waiting worker takes over, the page does not reload by itself…
    expect(applyUpdate(worker)).toBe(true);
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
    // …but once, when the new worker controls it; a second hand-over reloads nothing.
    const page = { reloaded: false, reload: vi.fn() };
    expect(onControlling({ isUpdate: true }, page)).toBe(true);
    expect(onControlling({ isUpdate: true }, page)).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
    // The hourly check stopped after its one report: no second banner, no second reload.
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a worker that already waits (the browser found the build first) is not asked again', async () => {
    const worker = fakeWorker({ waiting: true });
    await prepareUpdate(worker);
    expect(worker.update).not.toHaveBeenCalled();
  });

  it('without a worker, or one that never installs the new build, the banner reloads the page itself', async () => {
    expect(applyUpdate(null)).toBe(false);
    await expect(prepareUpdate(null)).resolves.toBeUndefined();
    vi.useFakeTimers();
    const stuck = fakeWorker({ installs: false });
    const prepared = prepareUpdate(stuck);
    await vi.advanceTimersByTimeAsync(WORKER_INSTALL_WAIT_MS);
    await prepared;
    expect(applyUpdate(stuck)).toBe(false);
    expect(stuck.skipWaiting).not.toHaveBeenCalled();
  });

  it('the first control of a fresh install is no update and reloads nothing', () => {
    const page = { reloaded: false, reload: vi.fn() };
    expect(onControlling({ isUpdate: false }, page)).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('the worker waits for the reload (prompt) and falls back to the shell for /app only', () => {
    expect(PWA_OPTIONS.registerType).toBe('prompt');
    expect(PWA_OPTIONS.workbox?.skipWaiting).toBeUndefined();
    // The first install controls the page at once; an update waits for the button.
    expect(PWA_OPTIONS.workbox?.clientsClaim).toBe(true);
    const falls = (path: string) => NAVIGATION_FALLBACK_PATHS.some((pattern) => pattern.test(path));
    expect(['/app', '/app/', '/app/requests/r1'].every(falls)).toBe(true);
    expect(['/apple', '/ink-mia', '/portal/requests', '/login', '/'].some(falls)).toBe(false);
  });
});
