import { registerAppWorker } from '#web/src/lib/app-worker.ts';

/** How often, online, the next 14 days are read again for Today offline. */
const KEEP_EVERY_MS = 5 * 60_000;
let started = false;

/**
 * The artist's space as an app (ADR 0099), loaded lazily after its first render: the app's worker
 * and install prompt, and, while online, the next 14 days and the pending requests kept for Today
 * offline (at once, every five minutes, and when the network comes back).
 */
export function startAppOffline(withWorker: boolean): void {
  registerAppWorker(withWorker);
  if (started) return;
  started = true;
  const keep = () => {
    if (navigator.onLine)
      void import('#web/src/features/today/api/keep-next-days.ts').then((m) => m.keepNextDays());
  };
  keep();
  setInterval(keep, KEEP_EVERY_MS);
  window.addEventListener('online', keep);
}
