import { notificationSettings } from '../contracts/notifications.ts';
import * as endpoints from '../endpoints/notifications.ts';
import { defineRoutes } from '../route-types.ts';

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
