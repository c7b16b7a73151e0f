import { routes } from '#shared/api/routes.ts';
import { API_PREFIX } from './api-handler.ts';
import { createRouteMatcher } from './route-matcher.ts';

const matcher = createRouteMatcher(Object.values(routes));

/**
 * What the gateway's log may say of a request, as API Gateway's access log does in AWS (ADR 0072):
 * an API request by its route key (`GET /api/calendar/{feed}`: never a secret in the path, such as
 * the calendar feed's), anything else by its path without the query.
 */
export function loggedRequest(method: string | undefined, url: string | undefined): string {
  const verb = method ?? 'GET';
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
    const match = matcher(verb, pathname.slice(API_PREFIX.length) || '/');
    return match
      ? `${match.route.method} ${API_PREFIX}${match.route.path}`
      : `${verb} ${API_PREFIX} (no route)`;
  }
  return `${verb} ${pathname}`;
}
