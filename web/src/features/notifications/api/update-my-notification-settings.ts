import type {
  NotificationSettingsInput,
  NotificationSettingsView,
} from '#shared/api/contracts/notifications.ts';
import * as notificationsEndpoints from '#shared/api/endpoints/notifications.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /me/notification-settings` of `shared/api/routes.ts` (`updateMyNotificationSettings`): all of them. */
export function updateMyNotificationSettings(
  body: NotificationSettingsInput,
): Promise<NotificationSettingsView> {
  return artistApi.put<NotificationSettingsView>(
    notificationsEndpoints.updateMyNotificationSettings.path,
    body,
  );
}
