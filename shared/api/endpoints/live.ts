import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/live.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const createMyLiveTicket = {
  method: 'POST',
  path: '/me/live-ticket',
  auth: 'artist',
  group: 'live',
} as const satisfies Endpoint;
export const createPortalLiveTicket = {
  method: 'POST',
  path: '/portal/live-ticket',
  auth: 'client',
  group: 'live',
} as const satisfies Endpoint;
