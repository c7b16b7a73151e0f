import type {
  NotificationSettingsInput,
  NotificationSettingsView,
} from '../../../../../shared/api/contracts/notifications.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /me/notification-settings` of `shared/api/routes.ts` (`updateMyNotificationSettings`): all of them. */
export const updateMyNotificationSettingsEndpoint = {
  method: 'PUT',
  path: '/me/notification-settings',
} as const;

export function updateMyNotificationSettings(
  body: NotificationSettingsInput,
): Promise<NotificationSettingsView> {
  return artistApi.put<NotificationSettingsView>(updateMyNotificationSettingsEndpoint.path, body);
}
