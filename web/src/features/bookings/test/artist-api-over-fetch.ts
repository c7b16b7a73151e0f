import { vi } from 'vitest';
import { createApiClient } from '#web/src/lib/api-client.ts';

/**
 * The real API client over a mocked `fetch`: tests replace `lib/artist-api.ts` with this module
 * (`vi.mock(…, () => import('#web/src/features/bookings/test/artist-api-over-fetch.ts'))`) and answer requests with
 * `fetchMock`, so what the pages send (method, path, query, JSON body) and how they read failures
 * (the API's JSON errors) go through the same code as in the browser.
 */
export const fetchMock = vi.fn<typeof fetch>();

export const artistApi = createApiClient({
  baseUrl: () => '/api',
  fetch: (input, init) => fetchMock(input, init),
  auth: () => ({
    getToken: async () => 'id-token',
    refresh: async () => undefined,
    endSession: () => undefined,
  }),
  retryDelayMs: 0,
});
