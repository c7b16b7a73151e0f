import { Workbox } from 'workbox-window';
import { APPLY_UPDATE_EVENT, NEW_BUILD_EVENT, UPDATE_READY_EVENT } from './build-check.ts';
import { catchInstallPrompt } from './install-prompt.ts';
import { RUNTIME_CONFIG_PATH } from './runtime-config.ts';

/** The installable app's worker (`web/pwa-plugin.ts`, ADR 0099), at the site's root. */
const APP_WORKER_URL = '/sw.js';
/** How long a new build's worker may take to precache the app before the banner offers a plain reload. */
export const WORKER_INSTALL_WAIT_MS = 60_000;

/** What the update needs of the registered worker (Workbox's, or a test's). */
export interface WorkerPort {
  /** Asks the server for `sw.js` again. */
  update(): Promise<void>;
  /** Whether a new worker has precached its build and waits to take over. */
  hasWaiting(): boolean;
  /** Resolves when a new worker waits, or after the timeout; says which. */
  nextWaiting(timeoutMs: number): Promise<boolean>;
  /** Lets the waiting worker take over; the page reloads when it controls it (`onControlling`). */
  skipWaiting(): void;
}

/**
 * The hourly build check found a newer build: without a worker the page can be reloaded at once;
 * with one, the new worker is fetched and precaches the new build first, so that the one reload
 * shows it (the old worker would answer the old index.html). Resolves when the update is ready.
 */
export async function prepareUpdate(worker: WorkerPort | null): Promise<void> {
  if (!worker || worker.hasWaiting()) return;
  const waiting = worker.nextWaiting(WORKER_INSTALL_WAIT_MS);
  await worker.update().catch(() => undefined);
  await waiting;
}

/**
 * The update banner's reload: a waiting worker is told to take over, and the page reloads when it
 * controls the page (`onControlling`); says whether it took the reload over (else the banner
 * reloads the page itself, as without a worker).
 */
export function applyUpdate(worker: WorkerPort | null): boolean {
  if (!worker?.hasWaiting()) return false;
  worker.skipWaiting();
  return true;
}

/**
 * A new worker took over this page (this tab's reload asked for it, or another tab's): one reload,
 * once per page. The next can only follow another new build and another press of the banner's
 * button, so two workers can never hand over in a loop.
 */
export function onControlling(
  event: { isUpdate?: boolean | undefined },
  page: { reloaded: boolean; reload: () => void },
): boolean {
  if (!event.isUpdate || page.reloaded) return false;
  page.reloaded = true;
  page.reload();
  return true;
}

let workbox: Workbox | null = null;
let waitingNow = false;
const waitingListeners = new Set<() => void>();

function workboxPort(wb: Workbox): WorkerPort {
  return {
    update: () => wb.update(),
    hasWaiting: () => waitingNow,
    nextWaiting: (timeoutMs) =>
      new Promise((resolve) => {
        if (waitingNow) return resolve(true);
        const timer = setTimeout(() => {
          waitingListeners.delete(done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waitingListeners.add(done);
      }),
    skipWaiting: () => wb.messageSkipWaiting(),
  };
}

/**
 * Catches the browser's install prompt and registers `sw.js` once (production builds only), after
 * the page's load (the artist's space calls it; the public pages never do). A worker that waits (a
 * new build found by the browser or the build check) is said to the update banner with
 * `UPDATE_READY_EVENT`.
 */
export function registerAppWorker(withWorker: boolean): void {
  catchInstallPrompt();
  if (!withWorker || workbox || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(APP_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => {
    waitingNow = true;
    for (const listener of [...waitingListeners]) listener();
    waitingListeners.clear();
    window.dispatchEvent(new Event(UPDATE_READY_EVENT));
  });
  const page = { reloaded: false, reload: () => window.location.reload() };
  wb.addEventListener('controlling', (event) => {
    // The first install: the stage's configuration goes through it once, kept for opening offline.
    if (!event.isUpdate) void fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' }).catch(() => undefined);
    onControlling(event, page);
  });
  workbox = wb;
  const worker = workboxPort(wb);
  // The banner's two steps, taken over (ADR 0099): precache the new build first, then one reload.
  window.addEventListener(NEW_BUILD_EVENT, (event) => {
    event.preventDefault();
    void prepareUpdate(worker).then(() => window.dispatchEvent(new Event(UPDATE_READY_EVENT)));
  });
  window.addEventListener(APPLY_UPDATE_EVENT, (event) => {
    if (applyUpdate(worker)) event.preventDefault();
  });
  void wb.register().catch((error: unknown) => console.warn('the app worker did not register', error));
}
