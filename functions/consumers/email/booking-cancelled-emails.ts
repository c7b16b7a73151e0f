import type { EventPayload } from '../../../events/define-event.ts';
import type { bookingCancelled } from '../../../events/registry.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { bookingCalendarAttachment } from './booking-ics-attachment.ts';
import { artistPageLink, placeText, portalLoginLink, when } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof bookingCancelled>;

/**
 * `booking.cancelled`: the other side is told, in their language. Cancelled by the artist, the client
 * gets the reason if any and a cancelling `.ics` (METHOD:CANCEL, same UID, the booking's SEQUENCE + 1)
 * that removes the event from their calendar. Cancelled by the client, the artist is told when their
 * notification settings ask for cancellation emails.
 */
export function bookingCancelledEmails(payload: Payload, { appUrl }: { appUrl: string }): PlannedEmail[] {
  return payload.by === 'artist' ? [clientEmail(payload, appUrl)] : artistEmails(payload, appUrl);
}

function clientEmail(payload: Payload, appUrl: string): PlannedEmail {
  const { client, artist, slot, location } = payload;
  const t = translator(client.locale);
  const projectType = t(`email.projectTypes.${payload.projectType}`);
  const vars = {
    firstname: client.firstName,
    displayName: artist.displayName,
    projectType,
    when: when(t, slot, client.locale),
  };
  const reason = payload.reason?.trim();
  const content = renderEmail({
    locale: client.locale,
    subject: t('email.lifecycle.bookingCancelled.clientSubject', vars),
    paragraphs: [
      t('email.lifecycle.greeting', vars),
      t('email.lifecycle.bookingCancelled.clientBody', vars),
      ...(location ? [t('email.lifecycle.place', { place: placeText(location) })] : []),
      ...(reason ? [t('email.lifecycle.reason', { reason })] : []),
      t('email.lifecycle.bookingCancelled.calendar'),
    ],
    cta: {
      label: t('email.lifecycle.bookingCancelled.clientCta', vars),
      url: artistPageLink(appUrl, payload.pseudo),
    },
  });
  const ics = bookingCalendarAttachment({
    t,
    locale: client.locale,
    bookingId: payload.bookingId,
    // A cancellation is a new revision of the event: it must outrank the last REQUEST sent.
    sequence: payload.sequence + 1,
    slot,
    displayName: artist.displayName,
    projectType,
    location,
    portalLink: portalLoginLink(appUrl, client.email),
    method: 'CANCEL',
  });
  return {
    template: 'booking-cancelled',
    to: client.email,
    locale: client.locale,
    content: { ...content, attachments: [ics] },
  };
}

function artistEmails(payload: Payload, appUrl: string): PlannedEmail[] {
  const { client, artist, slot, location } = payload;
  if (!artist.notifyCancellations) return [];
  const t = translator(artist.locale);
  const vars = {
    firstname: client.firstName,
    projectType: t(`email.projectTypes.${payload.projectType}`),
    when: when(t, slot, artist.locale),
  };
  const reason = payload.reason?.trim();
  return [
    {
      template: 'booking-cancelled',
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: t('email.lifecycle.bookingCancelled.artistSubject', vars),
        paragraphs: [
          t('email.lifecycle.bookingCancelled.artistBody', vars),
          ...(location ? [t('email.lifecycle.place', { place: placeText(location) })] : []),
          ...(reason ? [t('email.lifecycle.reason', { reason })] : []),
          t('email.lifecycle.released'),
        ],
        cta: {
          label: t('email.lifecycle.bookingCancelled.artistCta'),
          url: `${appUrl}/app/bookings/${payload.bookingId}`,
        },
      }),
    },
  ];
}
