import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { EMAIL_TEMPLATE_KINDS } from '#shared/domain/email-templates.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { MESSAGE_EMAIL_MODES } from '#shared/domain/notification-settings.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

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

/**
 * An artist asked to receive one of their client emails as a test (`/app/settings/email-templates`):
 * the wording being edited (saved or not), to send to their own address as a client would get it,
 * with sample data. Nothing else follows from it.
 */
export const emailTemplateTestRequested = defineEvent({
  detailType: 'email-template.test-requested',
  version: 1,
  description:
    'An artist asked for a test of a client email wording: the email consumer sends it to the artist, as a client would receive it, with sample data.',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    displayName: z.string().min(1),
    /** The artist's address: the test goes there. */
    email: z.string().min(1),
    kind: z.enum(EMAIL_TEMPLATE_KINDS),
    /** The wording's language, the one a client of that language would read. */
    locale: z.enum(LOCALES),
    subject: z.string().min(1),
    body: z.string().min(1),
    timezone: z.string().min(1),
    hourFormat: z.enum(['12', '24']).optional(),
    currency: z.enum(CURRENCIES),
    residency: z
      .object({ shopName: z.string().optional(), city: z.string(), country: z.string() })
      .optional(),
  }),
});
