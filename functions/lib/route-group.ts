import type { Context } from 'aws-lambda';
import { ApiError } from '../../shared/api/errors.ts';
import { routeKey } from '../../shared/api/route-types.ts';
import { routes } from '../../shared/api/routes.ts';
import { errorResponse, type HttpEvent, type HttpResult } from './http-handler.ts';
import { requestLocale } from './request-locale.ts';

type RouteHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/**
 * One Lambda per route group: dispatches API Gateway's `routeKey` to the route's handler. Each
 * group's `index.ts` lists its handlers; a guard test checks that it lists exactly the routes of its
 * group in the route table.
 */
export function routeGroup(group: string, handlers: Record<string, RouteHandler>) {
  const byKey = new Map<string, RouteHandler>();
  for (const [id, route] of Object.entries(routes)) {
    if (route.group !== group) continue;
    const handler = handlers[id];
    if (!handler) throw new Error(`route ${id} of group ${group} has no handler`);
    byKey.set(routeKey(route), handler);
  }
  const handler = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const route = byKey.get(event.routeKey);
    if (route) return route(event, context);
    const locale = requestLocale(event.headers ?? {}, event.cookies);
    return errorResponse(new ApiError(404, 'route_not_found'), locale, event.requestContext?.requestId ?? '');
  };
  return Object.assign(handler, { routeIds: Object.keys(handlers) });
}
