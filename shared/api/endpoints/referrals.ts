import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/referrals.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getMyReferrals = {
  auth: 'artist',
  group: 'referrals',
  method: 'GET',
  path: '/me/referrals',
} as const satisfies Endpoint;
