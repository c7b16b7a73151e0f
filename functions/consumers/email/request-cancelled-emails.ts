import type { EventPayload } from '../../../events/define-event.ts';
import type { requestCancelled } from '../../../events/registry.ts';
import { artistCancellationEmails } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestCancelled>;

/**
 * `request.cancelled` (by the client, from the portal): the artist is told, in the artist's language,
 * only when their notification settings ask for cancellation emails. The client, who did it, gets
 * no email (the portal confirms it).
 */
export function requestCancelledEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  return artistCancellationEmails(payload, {
    template: 'request-cancelled',
    keys: {
      subject: 'email.lifecycle.requestCancelled.subject',
      body: 'email.lifecycle.requestCancelled.body',
      cta: 'email.lifecycle.requestCancelled.cta',
    },
    url: `${appUrl}/app/requests`,
  });
}
