import type { EventPayload } from '#events/define-event.ts';
import { bookingCancelled } from '#events/definitions/lifecycle.ts';
import { artistCancellationLetters } from './artist-cancellation-letter.ts';
import { defineEmail, type Letter, type PlanContext, type Words, words } from './letter.ts';
import { clientVars } from './letter-parts.ts';
import { slotReleasedLetter } from './slot-released-letter.ts';

type Payload = EventPayload<typeof bookingCancelled>;

/**
 * `booking.cancelled`: the other side is told, in their language. Cancelled by the artist, the client
 * gets the reason if any and a cancelling `.ics` (METHOD:CANCEL, same UID, the booking's SEQUENCE + 1)
 * that removes the event from their calendar. Cancelled by the client, the artist is told when their
 * notification settings ask for cancellation emails.
 */
export const bookingCancelledEmail = defineEmail(
  bookingCancelled,
  (payload, context) => {
    const url = `${context.appUrl}/app/bookings/${payload.bookingId}`;
    // The deposit's deadline passed (issue 14): the client is told why, the artist too.
    if (payload.depositExpired) {
      return [
        clientLetter(payload, context, words('email.lifecycle.bookingCancelled.expiredReason')),
        ...artistCancellationLetters(payload, {
          template: 'booking-cancelled',
          keys: {
            subject: 'email.lifecycle.bookingCancelled.expiredSubject',
            body: 'email.lifecycle.bookingCancelled.expiredBody',
            cta: 'email.lifecycle.bookingCancelled.artistCta',
          },
          url,
          always: true,
        }),
      ];
    }
    if (payload.by === 'artist') return [clientLetter(payload, context)];
    return artistCancellationLetters(payload, {
      template: 'booking-cancelled',
      keys: {
        subject: 'email.lifecycle.bookingCancelled.artistSubject',
        body: 'email.lifecycle.bookingCancelled.artistBody',
        cta: 'email.lifecycle.bookingCancelled.artistCta',
      },
      url,
      reason: payload.reason,
    });
  },
  (payload) => (payload.by === 'artist' ? 'bookingCancelled' : undefined),
);

/** The client's letter, with the booking's cancelling `.ics`; `reason`: the product's, not the artist's. */
function clientLetter(payload: Payload, context: PlanContext, reason?: Words): Letter {
  const letter = slotReleasedLetter(payload, context, {
    template: 'booking-cancelled',
    kind: 'bookingCancelled',
    closing: 'email.lifecycle.bookingCancelled.calendar',
    cta: 'email.lifecycle.bookingCancelled.clientCta',
    reason,
  });
  const { vars, portalLink } = clientVars(payload, context.appUrl);
  return {
    ...letter,
    calendar: {
      bookingId: payload.bookingId,
      // A cancellation is a new revision of the event: it must outrank the last REQUEST sent.
      sequence: payload.sequence + 1,
      slot: payload.slot,
      displayName: payload.artist.displayName,
      projectType: vars.projectType,
      location: payload.location,
      portalLink,
      status: 'CANCELLED',
    },
  };
}
