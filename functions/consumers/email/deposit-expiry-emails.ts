import { depositExpiryNoticed } from '#events/definitions/lifecycle.ts';
import { money } from '#functions/lib/email/values.ts';
import { dateTimeFormat } from '#shared/domain/date-formats.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, portalButton } from './letter-parts.ts';

/**
 * `deposit.expiry-noticed` (issue 31, ADR 0097): the client, in their language, learns that the
 * deposit their cancellation left with the artist expires on a date unless they book again before
 * it (`soon`, a button to the artist's booking page), or that it has expired (`expired`, a button to
 * their appointments).
 */
export const depositExpiryEmail = defineEmail(depositExpiryNoticed, (payload, { appUrl }) => {
  const { client, slot, currency, stage } = payload;
  const { vars: named, portalLink } = clientVars(payload, appUrl);
  const vars = {
    ...named,
    deposit: money(payload.depositCents ?? 0, currency, client.locale),
    date: dateTimeFormat(client.locale, { dateStyle: 'long', timeZone: slot.timezone }).format(
      new Date(payload.expiresAt),
    ),
  };
  return [
    {
      template: `deposit-expiry-${stage}`,
      to: client.email,
      locale: client.locale,
      subject: words(`email.lifecycle.depositExpiry.${stage}Subject`, vars),
      blocks: [
        words('email.lifecycle.greeting', vars),
        words(`email.lifecycle.depositExpiry.${stage}Body`, vars),
      ],
      cta:
        stage === 'soon'
          ? { label: words('email.lifecycle.depositExpiry.soonCta'), url: `${appUrl}/${payload.pseudo}` }
          : portalButton(words('email.lifecycle.depositExpiry.expiredCta'), portalLink, '/portal/bookings'),
    },
  ];
});
