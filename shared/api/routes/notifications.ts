import { notificationSettings, notificationSettingsInput } from '../contracts/notifications.ts';
import { defineRoute } from '../route-types.ts';

/** The artist's notification settings (`/app/settings/notifications`). */
export const notificationRoutes = {
  getMyNotificationSettings: defineRoute({
    method: 'GET',
    path: '/me/notification-settings',
    auth: 'artist',
    group: 'profile',
    handler: 'functions/http/profile/get-my-notification-settings.ts',
    contract: { response: notificationSettings },
  }),
  updateMyNotificationSettings: defineRoute({
    method: 'PUT',
    path: '/me/notification-settings',
    auth: 'artist',
    group: 'profile',
    handler: 'functions/http/profile/update-my-notification-settings.ts',
    contract: { body: notificationSettingsInput, response: notificationSettings },
  }),
} as const;
