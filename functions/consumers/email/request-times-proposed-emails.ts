import { requestTimesProposed } from '#events/definitions/lifecycle.ts';
import { money, placeText, slotDate, zoneWords } from '#functions/lib/email/values.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, portalButton } from './letter-parts.ts';

/**
 * `request.times-proposed` (ADR 0087): the client is told, in their language, the times the artist
 * proposes, each a button into the portal's request with that time chosen, until when they are
 * kept, and the price and deposit the booking will take.
 */
export const requestTimesProposedEmail = defineEmail(requestTimesProposed, (payload, { appUrl }) => {
  const { client, slots } = payload;
  const { vars, portalLink } = clientVars(payload, appUrl);
  const first = slots[0];
  const timezone = first?.timezone ?? 'UTC';
  const request = `/portal/requests?request=${encodeURIComponent(payload.requestId)}`;
  return [
    {
      template: 'request-times-proposed',
      to: client.email,
      locale: client.locale,
      subject: words('email.lifecycle.timesProposed.subject', vars),
      blocks: [
        words('email.lifecycle.greeting', vars),
        words('email.lifecycle.timesProposed.body', { ...vars, ...zoneWords(timezone) }),
        {
          buttons: slots.map((slot) => {
            const date = slotDate(slot, client.locale);
            const label = words('email.lifecycle.timesProposed.pick', {
              date: slot.location ? `${date} · ${placeText(slot.location)}` : date,
            });
            return portalButton(label, portalLink, `${request}&time=${encodeURIComponent(slot.slotId)}`);
          }),
        },
        words('email.lifecycle.timesProposed.deadline', {
          endsAt: slotDate({ start: payload.endsAt, timezone, hourFormat: first?.hourFormat }, client.locale),
        }),
        words('email.lifecycle.timesProposed.price', {
          price: money(payload.priceCents, payload.currency, client.locale),
        }),
        payload.depositCents !== undefined &&
          words('email.lifecycle.timesProposed.deposit', {
            deposit: money(payload.depositCents, payload.currency, client.locale),
          }),
      ],
      cta: portalButton(words('email.lifecycle.timesProposed.cta'), portalLink, request),
    },
  ];
});
