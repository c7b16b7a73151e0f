import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '#web/src/app/router.tsx';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { AUTH_TOKEN_KEY } from '#web/src/lib/session-token.ts';
import { jsonResponse, testConfig } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

/** `/portal/requests` and `/portal/bookings` through the real router, guard and portal API client. */
describe('the portal’s requests and bookings pages', () => {
  beforeAll(() => setRuntimeConfig(testConfig));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(AUTH_TOKEN_KEY);
  });

  it.each([
    [
      '/portal/requests',
      'Mes demandes',
      { requests: [] },
      'Aucune demande en cours. Une demande acceptée devient un rendez-vous : vous la retrouvez dans vos rendez-vous.',
    ],
    [
      '/portal/bookings',
      'Mes rendez-vous',
      { bookings: [] },
      'Vous n’avez encore aucun rendez-vous. Une demande acceptée par l’artiste apparaît ici.',
    ],
  ])(
    '%s calls the API with the portal session and is titled ‘Portail | Inkslot’',
    async (path, title, body, empty) => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'portal-token');
      const fetch = vi.fn(async () => jsonResponse(200, body));
      vi.stubGlobal('fetch', fetch);
      renderRoutes(routes, path, { lng: 'fr' });
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect(await screen.findByText(empty)).toBeTruthy();
      expect(fetch).toHaveBeenCalledWith(
        `/api${path}`,
        expect.objectContaining({
          method: 'GET',
          credentials: 'include',
          headers: expect.objectContaining({ Authorization: 'Bearer portal-token' }),
        }),
      );
      await waitFor(() => expect(document.title).toBe('Portail | Inkslot'));
    },
  );
});
