import useSWR from 'swr';
import type { NotificationSettingsView } from '#shared/api/contracts/notifications.ts';
import * as notificationsEndpoints from '#shared/api/endpoints/notifications.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/notification-settings` of `shared/api/routes.ts` (`getMyNotificationSettings`). */
const MY_NOTIFICATION_SETTINGS_KEY = notificationsEndpoints.getMyNotificationSettings.path;

function getMyNotificationSettings(): Promise<NotificationSettingsView> {
  return artistApi.get<NotificationSettingsView>(MY_NOTIFICATION_SETTINGS_KEY);
}

export function useMyNotificationSettings() {
  return useSWR<NotificationSettingsView, ApiError>(MY_NOTIFICATION_SETTINGS_KEY, getMyNotificationSettings, {
    revalidateOnFocus: false,
  });
}
