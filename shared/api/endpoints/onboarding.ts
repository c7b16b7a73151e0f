import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/onboarding.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getPublicProfile = {
  method: 'GET',
  path: '/artists/{pseudo}',
  auth: 'public',
  group: 'public',
} as const satisfies Endpoint;
export const getPseudoAvailability = {
  method: 'GET',
  path: '/pseudos/{pseudo}',
  auth: 'public',
  group: 'public',
} as const satisfies Endpoint;
export const getMyArtist = {
  method: 'GET',
  path: '/me',
  auth: 'artist',
  group: 'artist',
} as const satisfies Endpoint;
export const startOnboarding = {
  method: 'POST',
  path: '/me/onboarding',
  auth: 'artist',
  group: 'artist',
} as const satisfies Endpoint;
