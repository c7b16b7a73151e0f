import { httpHandler } from '#functions/lib/http-handler.ts';
import { notificationRoutes } from '#shared/api/routes/notifications.ts';
import { notificationSettingsOf } from '#shared/domain/notification-settings.ts';
import { myAccount } from './my-account.ts';

/** The caller's notification settings (an account written before they existed reads the defaults). */
export const handler = httpHandler(notificationRoutes.getMyNotificationSettings, async ({ caller }) =>
  notificationSettingsOf(await myAccount(caller)),
);
