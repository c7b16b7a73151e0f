import type { EventPayload } from '../../../events/define-event.ts';
import type { requestAccepted } from '../../../events/registry.ts';
import { policyLines } from '../../../shared/domain/billing/deposit-policy.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { bookingCalendarAttachment } from './booking-ics-attachment.ts';
import { clientMessage, dateValue, type PlanContext } from './client-wording.ts';
import { clientLetter, money, placeParagraphs } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestAccepted>;

/**
 * `request.accepted`: the client's confirmation, in the client's language (worded by the artist's
 * template if they wrote one): the date in the artist's
 * zone, the final price, the deposit to pay if any, the place (shop, street address and city during
 * a travel), a link to the portal's login (to pay the deposit there when the artist takes it online),
 * and the booking's `.ics`.
 */
export function requestAcceptedEmails(payload: Payload, { appUrl, wording }: PlanContext): PlannedEmail[] {
  const { client, slot, location, currency } = payload;
  const { t, vars: named, portalLink, calendar } = clientLetter(payload, appUrl);
  const vars = {
    ...named,
    pseudo: payload.pseudo,
    date: dateValue(t, slot, client.locale),
    price: money(payload.priceCents, currency, client.locale),
    ...(payload.depositCents && { deposit: money(payload.depositCents, currency, client.locale) }),
    ...location,
  };
  const message = clientMessage(t, 'requestAccepted', wording, vars);
  const content = renderEmail({
    locale: client.locale,
    subject: message.subject,
    paragraphs: [
      ...message.paragraphs,
      ...placeParagraphs(t, location),
      t('email.lifecycle.accepted.price', vars),
      ...(payload.depositCents
        ? [t(`email.lifecycle.accepted.${payload.depositOnline ? 'depositOnline' : 'deposit'}`, vars)]
        : []),
      // The deposit policy, as the client accepted it (issue 14).
      ...(payload.depositPolicy
        ? policyLines(payload.depositPolicy).map((line) =>
            t(`email.lifecycle.policy.${line.key}`, { count: line.count }),
          )
        : []),
      t('email.lifecycle.accepted.calendar'),
      t('email.lifecycle.accepted.portal'),
    ],
    // A deposit to pay online (ADR 0057): the button leads, through the portal's sign-in, to the card.
    cta:
      payload.depositOnline && payload.depositCents
        ? {
            label: t('email.lifecycle.accepted.payCta', vars),
            url: `${portalLink}&redirect=${encodeURIComponent(`/portal/bookings?pay=${payload.bookingId}`)}`,
          }
        : { label: t('email.lifecycle.accepted.cta'), url: portalLink },
  });
  const ics = bookingCalendarAttachment({
    ...calendar,
    bookingId: payload.bookingId,
    sequence: payload.sequence,
    slot,
    location,
    priceCents: payload.priceCents,
    depositCents: payload.depositCents,
    currency,
    status: 'CONFIRMED',
  });
  return [
    {
      template: 'booking-confirmed',
      to: client.email,
      locale: client.locale,
      content: { ...content, attachments: [ics] },
    },
  ];
}
