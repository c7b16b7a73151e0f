import * as z from 'zod';
import { MESSAGE_EMAIL_MODES } from '#shared/domain/notification-settings.ts';

/**
 * Notification settings (`GET/PUT /me/notification-settings`, spec section 3): message emails at
 * once or in the daily summary (18:00 in the artist's time zone), an email for each booking request,
 * an email when a client cancels a request or a booking.
 */
export const notificationSettings = z.object({
  messageEmails: z.enum(MESSAGE_EMAIL_MODES, { error: 'validation.invalidValue' }),
  notifyBookingRequests: z.boolean({ error: 'validation.invalidValue' }),
  notifyCancellations: z.boolean({ error: 'validation.invalidValue' }),
});
export type NotificationSettingsView = z.infer<typeof notificationSettings>;

/** `PUT` body: the whole settings (`notificationSettings` itself). */
export type NotificationSettingsInput = z.input<typeof notificationSettings>;
