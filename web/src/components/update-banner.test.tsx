import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLY_UPDATE_EVENT,
  BUILD_CHECK_INTERVAL_MS,
  NEW_BUILD_EVENT,
  UPDATE_READY_EVENT,
} from '#web/src/lib/build-check.ts';
import { jsonResponse } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { UpdateBanner } from './update-banner.tsx';

describe('the update banner where the app’s worker runs (ADR 0099)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the worker’s new build, then hands it the one reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { buildId: 'newer' })),
    );
    const worker = { found: 0, applied: 0 };
    const takeNewBuild = (event: Event) => {
      event.preventDefault();
      worker.found += 1;
    };
    const takeReload = (event: Event) => {
      event.preventDefault();
      worker.applied += 1;
    };
    window.addEventListener(NEW_BUILD_EVENT, takeNewBuild);
    window.addEventListener(APPLY_UPDATE_EVENT, takeReload);
    try {
      renderRoutes([{ path: '/app', element: <UpdateBanner enabled /> }], '/app', { lng: 'en' });
      await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
      expect(worker.found).toBe(1);
      // The worker still precaches the new build: no banner yet.
      expect(screen.queryByRole('status')).toBeNull();
      act(() => void window.dispatchEvent(new Event(UPDATE_READY_EVENT)));
      fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
      expect(worker.applied).toBe(1);
    } finally {
      window.removeEventListener(NEW_BUILD_EVENT, takeNewBuild);
      window.removeEventListener(APPLY_UPDATE_EVENT, takeReload);
    }
  });

  it('without a worker, shows the banner as soon as the build check finds a new build', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { buildId: 'newer' })),
    );
    renderRoutes([{ path: '/app', element: <UpdateBanner enabled /> }], '/app', { lng: 'en' });
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
