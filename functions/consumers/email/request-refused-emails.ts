import type { EventPayload } from '../../../events/define-event.ts';
import type { requestRefused } from '../../../events/registry.ts';
import type { PlanContext } from './client-wording.ts';
import type { PlannedEmail } from './plan-emails.ts';
import { slotReleasedContent } from './slot-released-email.ts';

type Payload = EventPayload<typeof requestRefused>;

/**
 * `request.refused`: the client's cancellation summary, in the client's language: what was asked and
 * for when, the artist's reason if they gave one, and that the slot is released (with a link to the
 * artist's page to choose another).
 */
export function requestRefusedEmails(payload: Payload, context: PlanContext): PlannedEmail[] {
  return [
    {
      template: 'request-refused',
      to: payload.client.email,
      locale: payload.client.locale,
      content: slotReleasedContent(payload, context, 'requestDeclined', {
        closing: 'email.lifecycle.refused.released',
        cta: 'email.lifecycle.refused.cta',
      }),
    },
  ];
}
