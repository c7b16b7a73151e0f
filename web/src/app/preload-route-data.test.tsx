import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/src/features/booking/test/booking-fixtures.ts';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { testConfig } from '#web/src/test/fixtures.ts';
import { createTestI18n } from '#web/src/test/i18n.ts';
import { preloadRouteData } from './preload-route-data.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

const pageReads = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/artists/ink-mia');

beforeAll(() => setRuntimeConfig(testConfig));
afterEach(() => vi.unstubAllGlobals());

describe('preloadRouteData', () => {
  it('asks for the artist page on a first load of the booking form, which then uses that answer', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    await preloadRouteData('/ink-mia/form/custom', 'en');
    // Before anything renders: the request is on its way.
    await waitFor(() => expect(pageReads(api.calls)).toHaveLength(1));

    // The app's own SWR configuration (its global cache, which the preload fills).
    const router = createMemoryRouter(routes, { initialEntries: ['/ink-mia/form'] });
    render(
      <AppProvider i18n={createTestI18n({ lng: 'en' })}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    // The route's lazy modules are transformed on first use here: a longer wait than the default.
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(title.textContent).toBe('Book an appointment with Mia Ink');
    expect(pageReads(api.calls)).toHaveLength(1);
  });

  it('starts nothing on the other pages', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    for (const path of ['/ink-mia', '/ink-mia/flashs', '/app/requests', '/portal/bookings']) {
      await preloadRouteData(path, 'en');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });
});
