import type { EventPayload } from '../../../events/define-event.ts';
import type { requestCreated } from '../../../events/registry.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { portalLoginLink, slotDate } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestCreated>;

/**
 * `request.created`: the client's confirmation, in the client's language, with a link to the portal's
 * login page (the portal itself comes with issue 5); and the artist's new-request email, in the
 * artist's language, when their notification settings ask for it.
 */
export function requestCreatedEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  const emails: PlannedEmail[] = [];
  const { client, artist, location, slot } = payload;

  const tc = translator(client.locale);
  const portalLink = portalLoginLink(appUrl, client.email);
  const clientVars = {
    firstname: client.firstName,
    displayName: artist.displayName,
    projectType: tc(`email.projectTypes.${payload.projectType}`),
    date: slotDate(slot, client.locale),
    timezone: slot.timezone,
    ...location,
  };
  emails.push({
    template: 'request-sent',
    to: client.email,
    locale: client.locale,
    content: renderEmail({
      locale: client.locale,
      subject: tc('email.requestSent.subject', clientVars),
      paragraphs: [
        tc('email.requestSent.greeting', clientVars),
        tc('email.requestSent.body', clientVars),
        ...(location ? [tc('email.requestSent.location', clientVars)] : []),
        tc('email.requestSent.next', clientVars),
      ],
      cta: { label: tc('email.requestSent.cta'), url: portalLink },
    }),
  });

  if (artist.notifyBookingRequests) {
    const ta = translator(artist.locale);
    const artistVars = {
      firstname: client.firstName,
      projectType: ta(`email.projectTypes.${payload.projectType}`),
      date: slotDate(slot, artist.locale),
      ...location,
    };
    const link = `${appUrl}/app/requests/${payload.requestId}`;
    emails.push({
      template: 'new-request',
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: ta('email.newRequest.subject', artistVars),
        paragraphs: [
          ta('email.newRequest.body', artistVars),
          ...(location ? [ta('email.newRequest.location', artistVars)] : []),
        ],
        cta: { label: ta('email.newRequest.cta'), url: link },
      }),
    });
  }
  return emails;
}
