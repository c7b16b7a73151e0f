import { invoicePaymentFailed, subscriptionChanged } from '#events/definitions/billing.ts';
import { money } from '#functions/lib/email/values.ts';
import { dateTimeFormat } from '#shared/domain/date-formats.ts';
import { isCurrency } from '#shared/domain/money.ts';
import { defineEmail, words } from './letter.ts';

const day = (iso: string | undefined, locale: string) =>
  iso ? dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '';

const KINDS = {
  upgraded: 'upgraded',
  'cancel-scheduled': 'cancelScheduled',
  downgraded: 'downgraded',
} as const;

/**
 * `subscription.changed` (ADR 0045), to the artist in their language: welcome to Pro on an upgrade,
 * the end date when they cancel at the period's end, and the move back to Free when Pro ends. Other
 * changes (a renewal, a status Stripe fixes itself) send nothing.
 */
export const subscriptionChangedEmail = defineEmail(subscriptionChanged, (payload, { appUrl }) => {
  const kind = KINDS[payload.change as keyof typeof KINDS] as (typeof KINDS)[keyof typeof KINDS] | undefined;
  if (!kind) return [];
  const { artist } = payload;
  const vars = {
    displayName: artist.displayName,
    date: day(payload.currentPeriodEnd, artist.locale),
    interval: payload.interval ? words(`email.billing.interval.${payload.interval}`) : '',
  };
  return [
    {
      template: `plan-${kind}`,
      to: artist.email,
      locale: artist.locale,
      subject: words(`email.billing.${kind}.subject`, vars),
      blocks: [words('email.billing.greeting', vars), words(`email.billing.${kind}.body`, vars)],
      cta: { label: words(`email.billing.${kind}.cta`), url: `${appUrl}/app/settings/plan` },
    },
  ];
});

/** `invoice.payment-failed`: the artist is asked to fix the payment method, with the amount due. */
export const invoicePaymentFailedEmail = defineEmail(invoicePaymentFailed, (payload, { appUrl }) => {
  const { artist } = payload;
  const currency = payload.currency.toUpperCase();
  const vars = {
    displayName: artist.displayName,
    amount: isCurrency(currency) ? money(payload.amountDueCents, currency, artist.locale) : '',
  };
  return [
    {
      template: 'plan-payment-failed',
      to: artist.email,
      locale: artist.locale,
      subject: words('email.billing.paymentFailed.subject', vars),
      blocks: [words('email.billing.greeting', vars), words('email.billing.paymentFailed.body', vars)],
      cta: { label: words('email.billing.paymentFailed.cta'), url: `${appUrl}/app/settings/plan` },
    },
  ];
});
