import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/insights.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getMyInsights = {
  auth: 'artist',
  group: 'insights',
  method: 'GET',
  path: '/me/insights',
} as const satisfies Endpoint;
export const getMyUpcomingInsights = {
  auth: 'artist',
  group: 'insights',
  method: 'GET',
  path: '/me/insights/upcoming',
} as const satisfies Endpoint;
