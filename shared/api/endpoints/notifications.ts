import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/notifications.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getMyNotificationSettings = {
  method: 'GET',
  path: '/me/notification-settings',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyNotificationSettings = {
  method: 'PUT',
  path: '/me/notification-settings',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
