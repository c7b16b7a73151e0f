import type { EventPayload } from '../../../events/define-event.ts';
import type { bookingCancelled } from '../../../events/registry.ts';
import { bookingCalendarAttachment } from './booking-ics-attachment.ts';
import { artistCancellationEmails, clientLetter, slotReleasedContent } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof bookingCancelled>;

/**
 * `booking.cancelled`: the other side is told, in their language. Cancelled by the artist, the client
 * gets the reason if any and a cancelling `.ics` (METHOD:CANCEL, same UID, the booking's SEQUENCE + 1)
 * that removes the event from their calendar. Cancelled by the client, the artist is told when their
 * notification settings ask for cancellation emails.
 */
export function bookingCancelledEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  if (payload.by === 'artist') return [clientEmail(payload, appUrl)];
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

function clientEmail(payload: Payload, appUrl: string): PlannedEmail {
  const { client } = payload;
  const content = slotReleasedContent(payload, appUrl, {
    subject: 'email.lifecycle.bookingCancelled.clientSubject',
    body: 'email.lifecycle.bookingCancelled.clientBody',
    closing: 'email.lifecycle.bookingCancelled.calendar',
    cta: 'email.lifecycle.bookingCancelled.clientCta',
  });
  const ics = bookingCalendarAttachment({
    ...clientLetter(payload, appUrl).calendar,
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
