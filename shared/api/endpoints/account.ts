import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/account.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const deleteMyAccount = {
  method: 'POST',
  path: '/me/deletion',
  auth: 'artist',
  group: 'account',
} as const satisfies Endpoint;
