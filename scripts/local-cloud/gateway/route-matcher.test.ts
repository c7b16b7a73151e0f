import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routes } from '#shared/api/routes.ts';
import { createRouteMatcher, parseTemplate } from './route-matcher.ts';

const table = [
  { method: 'GET', path: '/artists/{pseudo}' },
  { method: 'GET', path: '/artists/me' },
  { method: 'GET', path: '/files/{proxy+}' },
  { method: 'GET', path: '/files/{folder}/latest' },
  { method: 'POST', path: '/me/onboarding' },
  { method: 'GET', path: '/' },
] as const;
const match = createRouteMatcher(table);

describe('createRouteMatcher', () => {
  it('matches a parameter and URL-decodes it', () => {
    expect(match('GET', '/artists/d%C3%A9mo')).toEqual({
      route: table[0],
      routeKey: 'GET /artists/{pseudo}',
      pathParameters: { pseudo: 'démo' },
    });
  });

  it('prefers a literal segment over a parameter', () => {
    expect(match('GET', '/artists/me')?.routeKey).toBe('GET /artists/me');
  });

  it('lets {proxy+} take the rest of the path, after more specific routes', () => {
    expect(match('GET', '/files/a/b/c')).toMatchObject({
      routeKey: 'GET /files/{proxy+}',
      pathParameters: { proxy: 'a/b/c' },
    });
    expect(match('GET', '/files/a/latest')?.routeKey).toBe('GET /files/{folder}/latest');
    expect(match('GET', '/files')).toBeUndefined();
  });

  it('needs the method, the segment count and a clean path to match', () => {
    expect(match('DELETE', '/artists/demo')).toBeUndefined();
    expect(match('GET', '/artists/demo/extra')).toBeUndefined();
    expect(match('GET', '/artists')).toBeUndefined();
    expect(match('GET', '/artists//')).toBeUndefined();
    expect(match('GET', '/artists/%E0%A4%A')).toBeUndefined();
    expect(match('GET', '/')?.routeKey).toBe('GET /');
    expect(match('POST', '/me/onboarding')?.pathParameters).toEqual({});
  });

  it('rejects bad templates and a repeated route', () => {
    expect(() => parseTemplate('/a/{proxy+}/b')).toThrow(/last segment/);
    expect(() => parseTemplate('/a/x{y}')).toThrow(/bad segment/);
    expect(() => createRouteMatcher([table[0], table[0]])).toThrow(/declared twice/);
  });

  it("serves every route of the product's route table", () => {
    const product = createRouteMatcher(Object.values(routes));
    for (const id of ROUTE_IDS) {
      const route = routes[id];
      const path = route.path.replace(/\{[^}]+\}/g, 'sample');
      expect(product(route.method, path)?.route).toBe(route);
    }
  });
});
