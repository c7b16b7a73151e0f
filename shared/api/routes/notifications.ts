import { notificationSettings } from '#shared/api/contracts/notifications.ts';
import * as endpoints from '#shared/api/endpoints/notifications.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's notification settings (`/app/settings/notifications`). */
export const notificationRoutes = defineRoutes(endpoints, {
  getMyNotificationSettings: {
    handler: 'functions/http/profile/get-my-notification-settings.ts',
    contract: { response: notificationSettings },
  },
  updateMyNotificationSettings: {
    handler: 'functions/http/profile/update-my-notification-settings.ts',
    contract: { body: notificationSettings, response: notificationSettings },
  },
});
