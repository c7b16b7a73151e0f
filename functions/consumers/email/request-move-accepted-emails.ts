import type { EventPayload } from '../../../events/define-event.ts';
import type { requestMoveAccepted } from '../../../events/registry.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { artistLetter, placeParagraphs } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestMoveAccepted>;

/**
 * `request.move-accepted`: the client took the new time the artist proposed. The artist is told, in
 * the artist's language, whatever their settings (it answers them), with a link to the request to
 * accept it.
 */
export function requestMoveAcceptedEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  const { artist } = payload;
  const { t, vars } = artistLetter(payload);
  return [
    {
      template: 'request-move-accepted',
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: t('email.lifecycle.moveAccepted.subject', vars),
        paragraphs: [
          t('email.lifecycle.moveAccepted.body', vars),
          ...placeParagraphs(t, payload.location),
          t('email.lifecycle.moveAccepted.next'),
        ],
        cta: {
          label: t('email.lifecycle.moveAccepted.cta'),
          url: `${appUrl}/app/requests/${encodeURIComponent(payload.requestId)}`,
        },
      }),
    },
  ];
}
