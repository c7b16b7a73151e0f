import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_IDS, routes } from '../../shared/api/routes.ts';
import { api } from '../support/api.ts';
import { signUpArtist, type TestArtist } from '../support/artists.ts';

/**
 * A second artist cannot read or change the first one's data through any route: every route of the
 * table is called with artist B's token, with A's identifiers wherever a path takes one, and A's
 * data must neither appear in an answer nor change.
 */
let a: TestArtist;
let b: TestArtist;
let aProfile: Record<string, unknown>;
const aPseudo = `tenant-a-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  [a, b] = await Promise.all([signUpArtist(), signUpArtist()]);
  const created = await api<Record<string, unknown>>('/me/onboarding', {
    token: a.idToken,
    body: { pseudo: aPseudo, displayName: 'Artist A' },
  });
  expect(created.status).toBe(201);
  aProfile = (await api<Record<string, unknown>>('/me', { token: a.idToken })).json;
});

function pathFor(path: string): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
    name === 'pseudo' ? aPseudo : encodeURIComponent(String(aProfile[name] ?? a.sub)),
  );
}

const privateRoutes = ROUTE_IDS.filter((id) => routes[id].auth !== 'public');

describe.each(privateRoutes)('route %s with another artist token', (id) => {
  const route = routes[id];

  it('reveals nothing private of artist A and changes nothing of it', async () => {
    const answer = await api(pathFor(route.path), {
      method: route.method,
      token: b.idToken,
      ...(route.method !== 'GET' && { body: { pseudo: aPseudo, displayName: 'Stolen' } }),
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain(a.sub);
    expect(answer.text).not.toContain(a.email);
    const mine = await api('/me', { token: a.idToken });
    expect(mine.json).toEqual(aProfile);
  });

  it('is refused without a token', async () => {
    const answer = await api(pathFor(route.path), {
      method: route.method,
      ...(route.method !== 'GET' && { body: {} }),
    });
    expect(answer.status).toBe(401);
  });
});
