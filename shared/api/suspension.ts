import type { RouteDefinition } from './route-types.ts';

/**
 * Whether a route is closed to a suspended artist (ADR 0070): every artist write, except what the
 * route table allows (`allowedWhileSuspended`: the data export, the account's deletion). Reading
 * (every GET) stays open; superadmin, client and public routes are not the artist's. The server's
 * guard (functions/lib/http-handler.ts) and the attack tier read this one rule.
 */
export function closedWhileSuspended(
  route: Pick<RouteDefinition, 'method' | 'auth' | 'allowedWhileSuspended'>,
) {
  return route.auth === 'artist' && route.method !== 'GET' && route.allowedWhileSuspended !== true;
}
