import { requestCancelled } from '#events/definitions/lifecycle.ts';
import { artistCancellationLetters } from './artist-cancellation-letter.ts';
import { defineEmail } from './letter.ts';

/**
 * `request.cancelled` (by the client, from the portal): the artist is told, in the artist's language,
 * when their notification settings ask for cancellation emails, and always when the client declined
 * a time the artist proposed (an answer to the artist's move). The client, who did it, gets no email
 * (the portal confirms it).
 */
export const requestCancelledEmail = defineEmail(requestCancelled, (payload, { appUrl }) => {
  const declined = payload.declinedMove === true;
  return artistCancellationLetters(payload, {
    template: declined ? 'request-move-declined' : 'request-cancelled',
    keys: {
      subject: `email.lifecycle.requestCancelled.${declined ? 'declinedSubject' : 'subject'}`,
      body: `email.lifecycle.requestCancelled.${declined ? 'declinedBody' : 'body'}`,
      cta: 'email.lifecycle.requestCancelled.cta',
    },
    url: `${appUrl}/app/requests`,
    always: declined,
  });
});
