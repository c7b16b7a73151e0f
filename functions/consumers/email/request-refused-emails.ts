import { requestRefused } from '#events/definitions/lifecycle.ts';
import { defineEmail } from './letter.ts';
import { slotReleasedLetter } from './slot-released-letter.ts';

/**
 * `request.refused`: the client's cancellation summary, in the client's language: what was asked and
 * for when, the artist's reason if they gave one, and that the slot is released (with a link to the
 * artist's page to choose another).
 */
export const requestRefusedEmail = defineEmail(
  requestRefused,
  (payload, context) => [
    slotReleasedLetter(payload, context, {
      template: 'request-refused',
      kind: 'requestDeclined',
      closing: 'email.lifecycle.refused.released',
      cta: 'email.lifecycle.refused.cta',
    }),
  ],
  () => 'requestDeclined',
);
