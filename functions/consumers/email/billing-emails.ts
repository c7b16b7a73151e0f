import type { EventPayload } from '../../../events/define-event.ts';
import type { invoicePaymentFailed, subscriptionChanged } from '../../../events/registry.ts';
import { dateTimeFormat } from '../../../shared/domain/date-formats.ts';
import { isCurrency } from '../../../shared/domain/money.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { money } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

const day = (iso: string | undefined, locale: string) =>
  iso ? dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '';

/**
 * `subscription.changed` (ADR 0045), to the artist in their language: welcome to Pro on an upgrade,
 * the end date when they cancel at the period's end, and the move back to Free when Pro ends. Other
 * changes (a renewal, a status Stripe fixes itself) send nothing.
 */
export function subscriptionChangedEmails(
  payload: EventPayload<typeof subscriptionChanged>,
  { appUrl }: { appUrl: string },
): PlannedEmail[] {
  const kind =
    payload.change === 'upgraded'
      ? 'upgraded'
      : payload.change === 'cancel-scheduled'
        ? 'cancelScheduled'
        : payload.change === 'downgraded'
          ? 'downgraded'
          : undefined;
  if (!kind) return [];
  const { artist } = payload;
  const t = translator(artist.locale);
  const vars = {
    displayName: artist.displayName,
    date: day(payload.currentPeriodEnd, artist.locale),
    interval: payload.interval ? t(`email.billing.interval.${payload.interval}`) : '',
  };
  return [
    {
      template: `plan-${kind}`,
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: t(`email.billing.${kind}.subject`, vars),
        paragraphs: [t('email.billing.greeting', vars), t(`email.billing.${kind}.body`, vars)],
        cta: { label: t(`email.billing.${kind}.cta`), url: `${appUrl}/app/settings/plan` },
      }),
    },
  ];
}

/** `invoice.payment-failed`: the artist is asked to fix the payment method, with the amount due. */
export function invoicePaymentFailedEmails(
  payload: EventPayload<typeof invoicePaymentFailed>,
  { appUrl }: { appUrl: string },
): PlannedEmail[] {
  const { artist } = payload;
  const t = translator(artist.locale);
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
      content: renderEmail({
        locale: artist.locale,
        subject: t('email.billing.paymentFailed.subject', vars),
        paragraphs: [t('email.billing.greeting', vars), t('email.billing.paymentFailed.body', vars)],
        cta: { label: t('email.billing.paymentFailed.cta'), url: `${appUrl}/app/settings/plan` },
      }),
    },
  ];
}
