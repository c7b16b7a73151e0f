import type { EventPayload } from '../../../events/define-event.ts';
import type { requestRefused } from '../../../events/registry.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { artistPageLink, placeText, when } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestRefused>;

/**
 * `request.refused`: the client's cancellation summary, in the client's language: what was asked and
 * for when, the artist's reason if they gave one, and that the slot is released (with a link to the
 * artist's page to choose another).
 */
export function requestRefusedEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  const { client, artist, slot, location } = payload;
  const t = translator(client.locale);
  const vars = {
    firstname: client.firstName,
    displayName: artist.displayName,
    projectType: t(`email.projectTypes.${payload.projectType}`),
    when: when(t, slot, client.locale),
  };
  const reason = payload.reason?.trim();
  return [
    {
      template: 'request-refused',
      to: client.email,
      locale: client.locale,
      content: renderEmail({
        locale: client.locale,
        subject: t('email.lifecycle.refused.subject', vars),
        paragraphs: [
          t('email.lifecycle.greeting', vars),
          t('email.lifecycle.refused.body', vars),
          ...(location ? [t('email.lifecycle.place', { place: placeText(location) })] : []),
          ...(reason ? [t('email.lifecycle.reason', { reason })] : []),
          t('email.lifecycle.refused.released'),
        ],
        cta: { label: t('email.lifecycle.refused.cta', vars), url: artistPageLink(appUrl, payload.pseudo) },
      }),
    },
  ];
}
