import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/push.ts` (no zod, ADR 0075): the
 * artist's devices subscribed to push notifications and what they are told (issue 32, ADR 0098).
 */
export const getMyPushDevices = {
  method: 'GET',
  path: '/me/push-devices',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const addMyPushDevice = {
  method: 'POST',
  path: '/me/push-devices',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const removeMyPushDevice = {
  method: 'DELETE',
  path: '/me/push-devices/{deviceId}',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyPushSettings = {
  method: 'PUT',
  path: '/me/push-settings',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
