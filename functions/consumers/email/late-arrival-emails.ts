import { bookingLateArrival } from '#events/definitions/lifecycle.ts';
import { money } from '#functions/lib/email/values.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, portalButton, whenWords } from './letter-parts.ts';

/**
 * `booking.late-arrival-marked` (issue 31, ADR 0097): the client, in their language, learns that the artist
 * marked them arrived later than the grace of the policy they accepted, so the deposit is kept and
 * no longer taken off the price; a button to the booking in the portal.
 */
export const lateArrivalEmail = defineEmail(bookingLateArrival, (payload, { appUrl }) => {
  const { client, slot, currency } = payload;
  const { vars: named, portalLink } = clientVars(payload, appUrl);
  const vars = {
    ...named,
    when: whenWords(slot, client.locale),
    deposit: money(payload.depositCents ?? 0, currency, client.locale),
    minutes: payload.lateArrivalMinutes,
  };
  return [
    {
      template: 'late-arrival',
      to: client.email,
      locale: client.locale,
      subject: words('email.lifecycle.lateArrival.subject', vars),
      blocks: [words('email.lifecycle.greeting', vars), words('email.lifecycle.lateArrival.body', vars)],
      cta: portalButton(words('email.lifecycle.lateArrival.cta'), portalLink, '/portal/bookings'),
    },
  ];
});
