import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './route-types.ts';
import { routes } from './routes.ts';
import { closedWhileSuspended } from './suspension.ts';

const all = Object.entries(routes) as [string, RouteDefinition][];

describe('what a suspended artist may still do (ADR 0070)', () => {
  it('is every read, the export and the deletion: no other artist write is allowed', () => {
    const allowedWrites = all
      .filter(
        ([, route]) => route.auth === 'artist' && route.method !== 'GET' && !closedWhileSuspended(route),
      )
      .map(([id]) => id)
      .sort();
    expect(allowedWrites).toEqual(['deleteMyAccount', 'exportMyData']);
  });

  it('leaves reads and every route that is not the artist’s open', () => {
    for (const [id, route] of all) {
      if (route.method === 'GET' || route.auth !== 'artist')
        expect(closedWhileSuspended(route), id).toBe(false);
    }
  });
});
