import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/api.ts';
import { hardenRoutes } from '#tests/support/api-hardening.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';

/** A quarter of the routes (every fourth of the route table, from the first): see hardenRoutes. */
hardenRoutes(0, 4);

let artist: TestArtist;
beforeAll(async () => {
  artist = await signUpArtist();
});

describe('outside the route table', () => {
  it('answers unknown routes and methods with 404, never 5xx', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['DELETE', '/me'],
      ['POST', '/artists/demo'],
      ['GET', '/artists'],
      ['GET', '/artists/demo/extra'],
    ] as const) {
      const answer = await api(path, {
        method,
        token: artist.idToken,
        ...(method !== 'GET' && { body: {} }),
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });
});
