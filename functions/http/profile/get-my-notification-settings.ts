import { routes } from '../../../shared/api/routes.ts';
import { notificationSettingsOf } from '../../../shared/domain/notification-settings.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { myAccount } from './my-account.ts';

/** The caller's notification settings (an account written before they existed reads the defaults). */
export const handler = httpHandler(routes.getMyNotificationSettings, async ({ caller }) =>
  notificationSettingsOf(await myAccount(caller)),
);
