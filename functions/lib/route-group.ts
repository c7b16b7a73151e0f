import type { Context } from 'aws-lambda';
import { ApiError } from '#shared/api/errors.ts';
import { type RouteDefinition, routeKey } from '#shared/api/route-types.ts';
import { errorResponse, type HttpEvent, type HttpResult } from './http-handler.ts';
import { requestLocale } from './request-locale.ts';

type RouteHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** A route's handler that knows its route (`httpHandler` attaches it; raw handlers use `withRoute`). */
export type RoutedHandler = RouteHandler & { route: Pick<RouteDefinition, 'group' | 'method' | 'path'> };

/** Attaches its route to a handler that does not go through `httpHandler` (HTML pages, images). */
export function withRoute<H extends RouteHandler>(
  route: Pick<RouteDefinition, 'group' | 'method' | 'path'>,
  handler: H,
): H & { route: typeof route } {
  return Object.assign(handler, { route });
}

/**
 * One Lambda per route group: dispatches API Gateway's `routeKey` to the route's handler, each
 * handler bringing its own route. A group's function so bundles only its routes' contracts, not the
 * whole route table (ADR 0038's amendment); `tests/infra/route-groups.test.ts` checks that each
 * group's `index.ts` lists exactly the routes of its group in the table.
 */
export function routeGroup(group: string, handlers: Record<string, RoutedHandler>) {
  const byKey = new Map<string, RouteHandler>();
  for (const [id, handler] of Object.entries(handlers)) {
    if (handler.route.group !== group) throw new Error(`route ${id} is not of group ${group}`);
    byKey.set(routeKey(handler.route), handler);
  }
  const handler = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const route = byKey.get(event.routeKey);
    if (route) return route(event, context);
    const locale = requestLocale(event.headers ?? {}, event.cookies);
    return errorResponse(new ApiError(404, 'route_not_found'), locale, event.requestContext?.requestId ?? '');
  };
  return Object.assign(handler, {
    routeIds: Object.keys(handlers),
    routes: Object.fromEntries(Object.entries(handlers).map(([id, routed]) => [id, routed.route])),
  });
}
