import * as z from 'zod';
import { MESSAGE_EMAIL_MODES } from '../../shared/domain/notification-settings.ts';
import { defineEvent } from '../define-event.ts';

export const artistNotificationSettingsUpdated = defineEvent({
  detailType: 'artist.notification-settings-updated',
  version: 1,
  description:
    'An artist saved their notification settings (message emails instant or in the daily summary, booking request emails, cancellation emails): the new values.',
  payload: z.object({
    artistId: z.string().min(1),
    messageEmails: z.enum(MESSAGE_EMAIL_MODES),
    notifyBookingRequests: z.boolean(),
    notifyCancellations: z.boolean(),
  }),
});
