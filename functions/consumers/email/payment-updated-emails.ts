import type { EventPayload } from '#events/define-event.ts';
import { paymentUpdated } from '#events/definitions/lifecycle.ts';
import { money } from '#functions/lib/email/values.ts';
import { defineEmail, words } from './letter.ts';
import { clientVars, portalButton, whenWords } from './letter-parts.ts';

type Payload = EventPayload<typeof paymentUpdated>;

/** Which receipt a payment change calls for, if any. */
function paymentReceipt(
  payload: Pick<Payload, 'previousState' | 'paymentState' | 'depositCents' | 'paidOnline'>,
) {
  if (payload.paymentState === payload.previousState) return undefined;
  // Paid online: the receipt of that payment is `deposit.receipt-issued`'s, with Stripe's figures.
  if (payload.paidOnline) return undefined;
  if (payload.paymentState === 'TOTAL-PAID') return 'total' as const;
  if (
    payload.paymentState === 'DEPOSIT-PAID' &&
    payload.previousState === 'WAITING-FOR-DEPOSIT' &&
    (payload.depositCents ?? 0) > 0
  ) {
    return 'deposit' as const;
  }
  return undefined;
}

/**
 * `payment.updated`: a receipt to the client, in the client's language, when money was recorded: the
 * deposit marked received (WAITING-FOR-DEPOSIT → DEPOSIT-PAID) or the booking paid in full (→
 * TOTAL-PAID). A deposit paid online sends nothing here: its receipt is `deposit.receipt-issued`'s
 * (ADR 0086), one email per payment. A note-only change or a correction back to a lower state sends nothing: the portal
 * always shows the current state (docs/decisions/0027-lifecycle-consumers.md).
 */
export const paymentUpdatedEmail = defineEmail(paymentUpdated, (payload, { appUrl }) => {
  const receipt = paymentReceipt(payload);
  if (!receipt) return [];
  const { client, slot, currency } = payload;
  const { vars: named, portalLink } = clientVars(payload, appUrl);
  const vars = {
    ...named,
    when: whenWords(slot, client.locale),
    price: money(payload.priceCents, currency, client.locale),
    deposit: money(payload.depositCents ?? 0, currency, client.locale),
  };
  return [
    {
      template: `payment-${receipt}`,
      to: client.email,
      locale: client.locale,
      subject: words(`email.lifecycle.payment.${receipt}Subject`, vars),
      blocks: [
        words('email.lifecycle.greeting', vars),
        words(`email.lifecycle.payment.${receipt}Body`, vars),
      ],
      cta: portalButton(words('email.lifecycle.payment.cta'), portalLink, '/portal/bookings'),
    },
  ];
});
