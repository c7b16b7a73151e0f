import type { EventPayload } from '../../../events/define-event.ts';
import type { requestCancelled } from '../../../events/registry.ts';
import { artistCancellationEmails } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestCancelled>;

/**
 * `request.cancelled` (by the client, from the portal): the artist is told, in the artist's language,
 * when their notification settings ask for cancellation emails, and always when the client declined
 * a time the artist proposed (an answer to the artist's move). The client, who did it, gets no email
 * (the portal confirms it).
 */
export function requestCancelledEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  const declined = payload.declinedMove === true;
  return artistCancellationEmails(payload, {
    template: declined ? 'request-move-declined' : 'request-cancelled',
    keys: {
      subject: `email.lifecycle.requestCancelled.${declined ? 'declinedSubject' : 'subject'}`,
      body: `email.lifecycle.requestCancelled.${declined ? 'declinedBody' : 'body'}`,
      cta: 'email.lifecycle.requestCancelled.cta',
    },
    url: `${appUrl}/app/requests`,
    always: declined,
  });
}
