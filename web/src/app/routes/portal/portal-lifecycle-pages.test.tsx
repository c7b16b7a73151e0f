import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../lib/runtime-config.ts';
import { AUTH_TOKEN_KEY } from '../../../lib/session-token.ts';
import { jsonResponse, testConfig } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { routes } from '../../router.tsx';

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
      'Vous n’avez encore envoyé aucune demande de réservation.',
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
