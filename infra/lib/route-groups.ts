import type { RouteDefinition } from '#shared/api/route-types.ts';
import { type RouteId, routes } from '#shared/api/routes.ts';

export interface RouteGroup {
  name: string;
  /** `functions/http/<group>/index.ts`: the group's dispatcher. */
  entry: string;
  routeIds: RouteId[];
  /** Only GET routes: the group's function gets read-only table access. */
  readOnly: boolean;
}

/** The route table's groups, in first-appearance order: one Lambda function each. */
export function routeGroups(): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const [id, route] of Object.entries(routes) as [RouteId, RouteDefinition][]) {
    const group = groups.get(route.group) ?? {
      name: route.group,
      entry: `functions/http/${route.group}/index.ts`,
      routeIds: [],
      readOnly: true,
    };
    group.routeIds.push(id);
    group.readOnly &&= route.method === 'GET';
    groups.set(route.group, group);
  }
  return [...groups.values()];
}

/** `getPublicProfile` → `GetPublicProfile`, `public` → `Public`: construct ids. */
export function pascal(name: string) {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
