import type { EventPayload } from '../../../events/define-event.ts';
import type { bookingCancelled } from '../../../events/registry.ts';
import { bookingCalendarAttachment } from './booking-ics-attachment.ts';
import type { PlanContext } from './client-wording.ts';
import { artistCancellationEmails, clientLetter } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';
import { slotReleasedContent } from './slot-released-email.ts';

type Payload = EventPayload<typeof bookingCancelled>;

/**
 * `booking.cancelled`: the other side is told, in their language. Cancelled by the artist, the client
 * gets the reason if any and a cancelling `.ics` (METHOD:CANCEL, same UID, the booking's SEQUENCE + 1)
 * that removes the event from their calendar. Cancelled by the client, the artist is told when their
 * notification settings ask for cancellation emails.
 */
export function bookingCancelledEmails(payload: Payload, context: PlanContext): PlannedEmail[] {
  const { appUrl } = context;
  // The deposit's deadline passed (issue 14): the client is told why, the artist too.
  if (payload.depositExpired) {
    const { t } = clientLetter(payload, appUrl);
    return [
      clientEmail({ ...payload, reason: t('email.lifecycle.bookingCancelled.expiredReason') }, context),
      ...artistCancellationEmails(payload, {
        template: 'booking-cancelled',
        keys: {
          subject: 'email.lifecycle.bookingCancelled.expiredSubject',
          body: 'email.lifecycle.bookingCancelled.expiredBody',
          cta: 'email.lifecycle.bookingCancelled.artistCta',
        },
        url: `${appUrl}/app/bookings/${payload.bookingId}`,
        always: true,
      }),
    ];
  }
  if (payload.by === 'artist') return [clientEmail(payload, context)];
  return artistCancellationEmails(payload, {
    template: 'booking-cancelled',
    keys: {
      subject: 'email.lifecycle.bookingCancelled.artistSubject',
      body: 'email.lifecycle.bookingCancelled.artistBody',
      cta: 'email.lifecycle.bookingCancelled.artistCta',
    },
    url: `${appUrl}/app/bookings/${payload.bookingId}`,
    reason: payload.reason,
  });
}

function clientEmail(payload: Payload, context: PlanContext): PlannedEmail {
  const { client } = payload;
  const content = slotReleasedContent(payload, context, 'bookingCancelled', {
    closing: 'email.lifecycle.bookingCancelled.calendar',
    cta: 'email.lifecycle.bookingCancelled.clientCta',
  });
  const ics = bookingCalendarAttachment({
    ...clientLetter(payload, context.appUrl).calendar,
    bookingId: payload.bookingId,
    // A cancellation is a new revision of the event: it must outrank the last REQUEST sent.
    sequence: payload.sequence + 1,
    slot: payload.slot,
    location: payload.location,
    status: 'CANCELLED',
  });
  return {
    template: 'booking-cancelled',
    to: client.email,
    locale: client.locale,
    content: { ...content, attachments: [ics] },
  };
}
