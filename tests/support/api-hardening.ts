import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_IDS, routes } from '#shared/api/routes.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';
import { knownClient, portalSession } from '#tests/support/portal.ts';

const body = fc.oneof(
  fc.json(),
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record({
      pseudo: fc.anything(),
      displayName: fc.anything(),
      locale: fc.anything(),
      timezone: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
);
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('%', '%00', '..', '%E0%A4%A', 'a'.repeat(300)),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/json; charset=latin1',
  '',
  'multipart/form-data',
);

/**
 * No request can produce a 500 by its shape: random bodies, params and headers on every route,
 * signed in (an artist's token, a portal session's on `client` routes) or not. The routes are dealt
 * into shards, one test file each, so that the integration tier runs them side by side rather than
 * one file for most of its time (ADR 0084).
 */
export function hardenRoutes(shard: number, of: number) {
  let artist: TestArtist;
  let portalToken: string;
  beforeAll(async () => {
    artist = await signUpArtist();
    portalToken = (await portalSession(await knownClient())).accessToken;
  });

  describe.each(ROUTE_IDS.filter((_, index) => index % of === shard))('route %s', (id) => {
    const route = routes[id];

    it('never answers 5xx, whatever the input', async () => {
      await fc.assert(
        fc.asyncProperty(body, segment, contentType, fc.boolean(), async (payload, param, type, signedIn) => {
          const path = route.path.replace(/\{(\w+)\+?\}/g, () => encodeURIComponent(param));
          const answer = await api(path, {
            method: route.method,
            ...(signedIn && { token: route.auth === 'client' ? portalToken : artist.idToken }),
            ...(route.method !== 'GET' && { body: payload }),
            headers: type ? { 'content-type': type } : {},
          });
          expect(answer.status, `${route.method} ${path} ${payload.slice(0, 80)}`).toBeLessThan(500);
          if (answer.status >= 400 && answer.status !== 401 && answer.status !== 404) {
            expect(answer.json).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          }
        }),
        { numRuns: 30 },
      );
    });
  });
}
