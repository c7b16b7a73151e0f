import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/src/test/fixtures.ts';
import { BUILD_CHECK_INTERVAL_MS, BUILD_INFO_PATH, startBuildCheck } from './build-check.ts';

describe('the hourly build check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches /build.json every 3,600,000 ms and reports a different build once', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { buildId: 'running' }))
      .mockResolvedValue(jsonResponse(200, { buildId: 'newer' }));
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ runningBuildId: 'running', fetch, onNewBuild });

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith(BUILD_INFO_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(onNewBuild).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('newer');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores an unreachable or malformed build file', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(jsonResponse(404));
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ runningBuildId: 'running', fetch, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });
});
