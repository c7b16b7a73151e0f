import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteModules } from './router.tsx';

describe('preloadRouteModules', () => {
  it("starts the lazy imports of the path's routes only, and survives a failed one", async () => {
    const layout = vi.fn(async () => ({}));
    const form = vi.fn(async () => {
      throw new Error('offline');
    });
    const profile = vi.fn(async () => ({}));
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            lazy: layout,
            children: [
              { path: ':pseudo', lazy: profile },
              { path: ':pseudo/form/:type?', lazy: form },
            ],
          },
        ],
      },
    ];
    await expect(preloadRouteModules('/demo/form', table)).resolves.toBeDefined();
    expect(layout).toHaveBeenCalledOnce();
    expect(form).toHaveBeenCalledOnce();
    expect(profile).not.toHaveBeenCalled();
  });

  it("loads the booking form's modules for /{pseudo}/form from the app's table", async () => {
    const results = (await preloadRouteModules('/ink-mia/form/flash')) as PromiseSettledResult<unknown>[];
    const loaded = results.filter(
      (result): result is PromiseFulfilledResult<Record<string, unknown>> =>
        result.status === 'fulfilled' && result.value !== undefined,
    );
    // The public layout and the form's route module.
    expect(loaded).toHaveLength(2);
    expect(loaded.every((result) => typeof result.value.Component === 'function')).toBe(true);
  });
});
