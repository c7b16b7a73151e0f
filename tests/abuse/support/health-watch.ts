import { inject } from 'vitest';

export interface HealthWatch {
  /** Stops watching; answers the slowest health answer seen (ms) and how many were asked. */
  stop(): Promise<{ slowestMs: number; asked: number; failed: number }>;
}

/**
 * Asks `GET /api/health` every `everyMs` while an attack runs, each with its own 1 s limit, and keeps
 * the slowest answer: the attack tier asserts that the product kept answering within 1 s throughout
 * (issue 28, item 9). A health answer that did not come within the limit counts as failed.
 */
export function watchHealth(everyMs = 100): HealthWatch {
  const { urls } = inject('localCloud');
  let slowestMs = 0;
  let asked = 0;
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      asked += 1;
      try {
        const response = await fetch(`${urls.app}/api/health`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { slowestMs: Math.round(slowestMs), asked, failed };
    },
  };
}
