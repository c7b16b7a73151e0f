import type { EventPayload } from '../../../events/define-event.ts';
import type { requestCancelled } from '../../../events/registry.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { placeText, when } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestCancelled>;

/**
 * `request.cancelled` (by the client, from the portal): the artist is told, in the artist's language,
 * only when their notification settings ask for cancellation emails. The client, who did it, gets
 * no email (the portal confirms it).
 */
export function requestCancelledEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  const { client, artist, slot, location } = payload;
  if (!artist.notifyCancellations) return [];
  const t = translator(artist.locale);
  const vars = {
    firstname: client.firstName,
    projectType: t(`email.projectTypes.${payload.projectType}`),
    when: when(t, slot, artist.locale),
  };
  return [
    {
      template: 'request-cancelled',
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: t('email.lifecycle.requestCancelled.subject', vars),
        paragraphs: [
          t('email.lifecycle.requestCancelled.body', vars),
          ...(location ? [t('email.lifecycle.place', { place: placeText(location) })] : []),
          t('email.lifecycle.released'),
        ],
        cta: { label: t('email.lifecycle.requestCancelled.cta'), url: `${appUrl}/app/requests` },
      }),
    },
  ];
}
