import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/reservations.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getMyReservationSettings = {
  method: 'GET',
  path: '/me/reservation-settings',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
export const updateMyReservationSettings = {
  method: 'PUT',
  path: '/me/reservation-settings',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
/** The artist's book opening (ADR 0092): read, schedule or edit before it starts, cancel. */
export const getMyOpening = {
  method: 'GET',
  path: '/me/opening',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
export const scheduleMyOpening = {
  method: 'PUT',
  path: '/me/opening',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
export const cancelMyOpening = {
  method: 'DELETE',
  path: '/me/opening',
  auth: 'artist',
  group: 'schedule',
} as const satisfies Endpoint;
