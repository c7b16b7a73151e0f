import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The portal session's refresh, apart from the other routes of `../routes/portal-auth.ts`: the SPA's
 * API client calls it from the entry chunk, which then carries this endpoint alone (ADR 0075).
 */
export const refreshPortalToken = {
  method: 'POST',
  path: '/auth/refresh-token',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
