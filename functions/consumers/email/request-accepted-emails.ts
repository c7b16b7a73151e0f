import { requestAccepted } from '#events/definitions/lifecycle.ts';
import { money } from '#functions/lib/email/values.ts';
import { policyLines } from '#shared/domain/billing/deposit-policy.ts';
import { consentAsk } from './consent-ask.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, dateWords, placeBlock, portalButton } from './letter-parts.ts';

/**
 * `request.accepted`: the client's confirmation, in the client's language (worded by the artist's
 * template if they wrote one): the date in the artist's
 * zone, the final price, the deposit to pay if any, the place (shop, street address and city during
 * a travel), a link to the portal's login (to pay the deposit there when the artist takes it online),
 * and the booking's `.ics`.
 */
export const requestAcceptedEmail = defineEmail(
  requestAccepted,
  (payload, { appUrl, wording }) => {
    const { client, slot, location, currency } = payload;
    const { vars: named, portalLink } = clientVars(payload, appUrl);
    const vars = {
      ...named,
      pseudo: payload.pseudo,
      date: dateWords(slot, client.locale),
      price: money(payload.priceCents, currency, client.locale),
      ...(payload.depositCents && { deposit: money(payload.depositCents, currency, client.locale) }),
      ...location,
    };
    const consent = consentAsk({
      deadline: payload.consentDeadline,
      slot,
      locale: client.locale,
      vars,
      portalLink,
      bookingId: payload.bookingId,
    });
    return [
      {
        template: 'booking-confirmed',
        to: client.email,
        locale: client.locale,
        blocks: [
          { wording: { kind: 'requestAccepted', custom: wording, values: vars } },
          placeBlock(location),
          // A free touch-up the client booked (issue 31): nothing to pay, rather than a price of 0.
          words(`email.lifecycle.accepted.${payload.touchUpOf ? 'touchUp' : 'price'}`, vars),
          !!payload.depositCents &&
            words(`email.lifecycle.accepted.${payload.depositOnline ? 'depositOnline' : 'deposit'}`, vars),
          // The deposit policy, as the client accepted it (issue 14).
          ...(payload.depositPolicy
            ? policyLines(payload.depositPolicy).map((line) =>
                words(`email.lifecycle.policy.${line.key}`, { count: line.count }),
              )
            : []),
          // The consent form to sign before the deadline (ADR 0088).
          consent?.block,
          words('email.lifecycle.accepted.calendar'),
          words('email.lifecycle.accepted.portal'),
        ],
        // A deposit to pay online (ADR 0057): the button leads, through the portal's sign-in, to the
        // card; else the consent form to sign, if asked; else the portal.
        cta:
          payload.depositOnline && payload.depositCents
            ? portalButton(
                words('email.lifecycle.accepted.payCta', vars),
                portalLink,
                `/portal/bookings?pay=${encodeURIComponent(payload.bookingId)}`,
              )
            : (consent?.cta ??
              portalButton(words('email.lifecycle.accepted.cta'), portalLink, '/portal/bookings')),
        calendar: {
          bookingId: payload.bookingId,
          sequence: payload.sequence,
          slot,
          displayName: payload.artist.displayName,
          projectType: named.projectType,
          location,
          priceCents: payload.priceCents,
          depositCents: payload.depositCents,
          currency,
          portalLink,
          status: 'CONFIRMED',
        },
      },
    ];
  },
  () => 'requestAccepted',
);
