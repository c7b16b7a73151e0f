import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeKey } from './route-types.ts';
import { ROUTE_IDS, routes } from './routes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const groups = [...new Set(Object.values(routes).map((route) => route.group))];

describe('the route table', () => {
  it('never declares one method and path twice', () => {
    const keys = Object.values(routes).map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ROUTE_IDS)('%s names a handler module that exists and sits in its group folder', async (id) => {
    const route = routes[id];
    expect(existsSync(join(root, route.handler)), route.handler).toBe(true);
    expect(route.handler.startsWith(`functions/http/${route.group}/`)).toBe(true);
    const module = await import(join(root, route.handler));
    expect(typeof module.handler).toBe('function');
  });

  it.each(ROUTE_IDS)('%s declares exactly the path parameters its contract parses', (id) => {
    const route = routes[id];
    const inPath = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]).sort();
    const params = 'params' in route.contract ? Object.keys(route.contract.params.shape).sort() : [];
    expect(params).toEqual(inPath);
  });

  it('reads a body only on write methods', () => {
    for (const route of Object.values(routes)) {
      if ('body' in route.contract) expect(['POST', 'PUT', 'PATCH']).toContain(route.method);
    }
  });

  it.each(groups)('group %s has one Lambda entry that dispatches exactly its routes', async (group) => {
    const module = await import(join(root, `functions/http/${group}/index.ts`));
    const expected = ROUTE_IDS.filter((id) => routes[id].group === group).sort();
    expect([...module.handler.routeIds].sort()).toEqual(expected);
  });
});
