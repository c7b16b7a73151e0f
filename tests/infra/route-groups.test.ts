import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeGroups } from '#infra/lib/route-groups.ts';
import { routes } from '#shared/api/routes.ts';

/**
 * Each group's function (`functions/http/<group>/index.ts`) brings its handlers' own routes rather
 * than the whole table (a bundle carries only its routes' contracts): it must list exactly the routes
 * the table gives its group, each with the table's own definition.
 */
describe('the route groups’ functions', () => {
  it.each(routeGroups().map((group) => [group.name, group] as const))(
    '%s serves exactly the routes of its group',
    async (_name, group) => {
      const { handler } = (await import(
        /* @vite-ignore */ pathToFileURL(join(process.cwd(), group.entry)).href
      )) as {
        handler: { routeIds: string[]; routes: Record<string, unknown> };
      };
      expect([...handler.routeIds].sort()).toEqual([...group.routeIds].sort());
      for (const id of group.routeIds) expect(handler.routes[id]).toBe(routes[id]);
    },
  );
});
