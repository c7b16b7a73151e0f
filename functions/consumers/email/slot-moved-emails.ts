import type { EventPayload } from '#events/define-event.ts';
import { slotMoved } from '#events/definitions/lifecycle.ts';
import { money, slotDate, zoneWords } from '#functions/lib/email/values.ts';
import { defineEmail, type Letter, words } from './letter.ts';
import { artistVars, clientVars, dateWords, placeBlock, portalButton } from './letter-parts.ts';

type Payload = EventPayload<typeof slotMoved>;

/**
 * `slot.moved`: the client is told the old and the new time, in the client's language. A moved
 * booking's email carries a new `.ics` with the same UID and the higher SEQUENCE, which replaces
 * the event in the client's calendar; a pending request has no calendar event yet.
 */
export const slotMovedEmail = defineEmail(
  slotMoved,
  (payload, { appUrl, wording }) => {
    const { client, location, from, to } = payload;
    const { vars: named, portalLink } = clientVars(payload, appUrl);
    const vars = {
      ...named,
      from: slotDate(from, client.locale),
      to: slotDate(to, client.locale),
      ...zoneWords(to.timezone),
    };
    const booking = payload.kind === 'booking' && payload.bookingId !== undefined;
    // The client moved it themselves (issue 14): their confirmation, and a notice to the artist.
    const byClient = payload.by === 'client';
    const letter: Letter = {
      template: 'slot-moved',
      to: client.email,
      locale: client.locale,
      ...(byClient && { subject: words('email.lifecycle.moved.byClientSubject', named) }),
      blocks: [
        ...(byClient
          ? [words('email.lifecycle.greeting', named), words('email.lifecycle.moved.byClientBody', named)]
          : [
              {
                wording: {
                  kind: booking ? ('bookingMoved' as const) : ('requestMoved' as const),
                  custom: wording,
                  values: {
                    ...named,
                    pseudo: payload.pseudo,
                    date: dateWords(to, client.locale),
                    ...(booking &&
                      payload.priceCents !== undefined &&
                      payload.currency && {
                        price: money(payload.priceCents, payload.currency, client.locale),
                      }),
                    ...location,
                  },
                },
              },
            ]),
        words('email.lifecycle.moved.change', vars),
        placeBlock(location),
        // A moved request asks the client to answer (issue 15, item 3); a booking's file updates it.
        words(booking ? 'email.lifecycle.moved.calendar' : 'email.lifecycle.moved.requestAnswer', vars),
      ],
      cta: portalButton(
        words(`email.lifecycle.moved.${booking ? 'bookingCta' : 'requestCta'}`),
        portalLink,
        booking ? '/portal/bookings' : '/portal/requests',
      ),
      ...(booking &&
        payload.bookingId && {
          calendar: {
            bookingId: payload.bookingId,
            sequence: payload.sequence ?? 0,
            slot: to,
            displayName: payload.artist.displayName,
            projectType: named.projectType,
            location,
            priceCents: payload.priceCents,
            depositCents: payload.depositCents,
            currency: payload.currency,
            portalLink,
            status: 'CONFIRMED' as const,
          },
        }),
    };
    return [letter, ...(byClient ? [artistNotice(payload, appUrl)] : [])];
  },
  (payload) => (payload.kind === 'booking' && payload.bookingId ? 'bookingMoved' : 'requestMoved'),
);

/** The artist is told, in their language, that the client moved their booking: from, to, where. */
function artistNotice(payload: Payload, appUrl: string): Letter {
  const { artist, from, to, location } = payload;
  const vars = artistVars({ ...payload, slot: to });
  return {
    template: 'slot-moved',
    to: artist.email,
    locale: artist.locale,
    subject: words('email.lifecycle.moved.artistSubject', vars),
    blocks: [
      words('email.lifecycle.moved.artistBody', vars),
      words('email.lifecycle.moved.change', {
        from: slotDate(from, artist.locale),
        to: slotDate(to, artist.locale),
        ...zoneWords(to.timezone),
      }),
      placeBlock(location),
    ],
    cta: {
      label: words('email.lifecycle.moved.artistCta'),
      url: `${appUrl}/app/bookings/${payload.bookingId}`,
    },
  };
}
