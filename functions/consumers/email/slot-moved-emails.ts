import type { EventPayload } from '../../../events/define-event.ts';
import type { slotMoved } from '../../../events/registry.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { bookingCalendarAttachment } from './booking-ics-attachment.ts';
import { clientMessage, dateValue, type PlanContext } from './client-wording.ts';
import {
  artistLetter,
  clientLetter,
  money,
  placeParagraphs,
  slotDate,
  zoneWords,
} from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof slotMoved>;

/**
 * `slot.moved`: the client is told the old and the new time, in the client's language. A moved
 * booking's email carries a new `.ics` with the same UID and the higher SEQUENCE, which replaces
 * the event in the client's calendar; a pending request has no calendar event yet.
 */
export function slotMovedEmails(payload: Payload, { appUrl, wording }: PlanContext): PlannedEmail[] {
  const { client, location, from, to } = payload;
  const { t, vars: named, portalLink, calendar } = clientLetter(payload, appUrl);
  const vars = {
    ...named,
    from: slotDate(from, client.locale),
    to: slotDate(to, client.locale),
    ...zoneWords(to.timezone),
  };
  const booking = payload.kind === 'booking' && payload.bookingId !== undefined;
  // The client moved it themselves (issue 14): their confirmation, and a notice to the artist.
  const byClient = payload.by === 'client';
  const message = byClient
    ? {
        subject: t('email.lifecycle.moved.byClientSubject', named),
        paragraphs: [t('email.lifecycle.greeting', named), t('email.lifecycle.moved.byClientBody', named)],
      }
    : clientMessage(t, booking ? 'bookingMoved' : 'requestMoved', wording, {
        ...named,
        pseudo: payload.pseudo,
        date: dateValue(t, to, client.locale),
        ...(booking &&
          payload.priceCents !== undefined &&
          payload.currency && { price: money(payload.priceCents, payload.currency, client.locale) }),
        ...location,
      });
  const content = renderEmail({
    locale: client.locale,
    subject: message.subject,
    paragraphs: [
      ...message.paragraphs,
      t('email.lifecycle.moved.change', vars),
      ...placeParagraphs(t, location),
      // A moved request asks the client to answer (issue 15, item 3); a booking's file updates it.
      t(booking ? 'email.lifecycle.moved.calendar' : 'email.lifecycle.moved.requestAnswer', vars),
    ],
    cta: { label: t(`email.lifecycle.moved.${booking ? 'bookingCta' : 'requestCta'}`), url: portalLink },
  });
  const attachments =
    booking && payload.bookingId
      ? [
          bookingCalendarAttachment({
            ...calendar,
            bookingId: payload.bookingId,
            sequence: payload.sequence ?? 0,
            slot: to,
            location,
            priceCents: payload.priceCents,
            depositCents: payload.depositCents,
            currency: payload.currency,
            status: 'CONFIRMED',
          }),
        ]
      : [];
  return [
    {
      template: 'slot-moved',
      to: client.email,
      locale: client.locale,
      content: attachments.length > 0 ? { ...content, attachments } : content,
    },
    ...(byClient ? [artistNotice(payload, appUrl)] : []),
  ];
}

/** The artist is told, in their language, that the client moved their booking: from, to, where. */
function artistNotice(payload: Payload, appUrl: string): PlannedEmail {
  const { artist, from, to, location } = payload;
  const { t, vars } = artistLetter({ ...payload, slot: to });
  return {
    template: 'slot-moved',
    to: artist.email,
    locale: artist.locale,
    content: renderEmail({
      locale: artist.locale,
      subject: t('email.lifecycle.moved.artistSubject', vars),
      paragraphs: [
        t('email.lifecycle.moved.artistBody', vars),
        t('email.lifecycle.moved.change', {
          from: slotDate(from, artist.locale),
          to: slotDate(to, artist.locale),
          ...zoneWords(to.timezone),
        }),
        ...placeParagraphs(t, location),
      ],
      cta: {
        label: t('email.lifecycle.moved.artistCta'),
        url: `${appUrl}/app/bookings/${payload.bookingId}`,
      },
    }),
  };
}
