import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/availability.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listMyAvailabilities = {
  method: 'GET',
  path: '/me/availabilities',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
export const createMyAvailability = {
  method: 'POST',
  path: '/me/availabilities',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
export const updateMyAvailability = {
  method: 'PUT',
  path: '/me/availabilities/{availabilityId}',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
export const deleteMyAvailability = {
  method: 'DELETE',
  path: '/me/availabilities/{availabilityId}',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
