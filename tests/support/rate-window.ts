import { setTimeout as sleep } from 'node:timers/promises';
import { rateWindowKey } from '#functions/lib/rate-limit/rate-limit.ts';

/**
 * Waits, if need be, until no rate window of these lengths ends within `marginMs`: the limits count
 * in fixed windows (functions/lib/rate-limit), so a test that sends a limit's worth and one more
 * across a window's end would see the count start again. Waits at most `marginMs`, and rarely.
 */
export async function awayFromWindowEdges(windowSeconds: readonly number[], marginMs = 5_000): Promise<void> {
  for (const seconds of new Set(windowSeconds)) {
    const { endsAt } = rateWindowKey('', { limit: 1, windowSeconds: seconds }, new Date());
    const left = endsAt * 1000 - Date.now();
    if (left < marginMs) await sleep(left + 100);
  }
}
