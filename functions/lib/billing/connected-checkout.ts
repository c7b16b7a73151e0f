import { depositFeeCents } from '#functions/lib/billing/payment-account.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { env } from '#functions/lib/env.ts';
import { DEPOSIT_CHECKOUT_SECONDS } from '#shared/domain/billing/online-deposit.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** What a client pays online on an artist's connected account: a deposit, or a design's revision. */
export interface ConnectedPayment {
  accountId: string;
  amountCents: number;
  currency: string;
  /** The line on Stripe's page and receipt, in the client's language. */
  lineName: string;
  /** On the session and its payment intent: what billing-sync reads back (`purpose` names the path). */
  metadata: Record<string, string> & { artistId: string; purpose: 'deposit' | 'revision' };
  reference: string;
  clientEmail: string;
  locale: Locale;
  /** The portal page to come back to, and the query that says it was paid (`deposit=paid`). */
  page: string;
  paid: string;
  now: Date;
}

/**
 * A Stripe Checkout session on the artist's own account (a direct charge: the artist is the merchant
 * of record, ADR 0057), with the platform's share if one is configured, made when the client asks (a
 * session lives at most 24 hours): the one path of every payment a client makes to an artist online.
 * Its `checkout.session.completed` reaches billing-sync through the webhook route.
 */
export async function createConnectedCheckout(payment: ConnectedPayment): Promise<{ url: string }> {
  const fee = depositFeeCents(payment.amountCents);
  const { purpose: _purpose, ...intentMetadata } = payment.metadata;
  const stripe = await getStripe();
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: payment.currency.toLowerCase(),
            unit_amount: payment.amountCents,
            product_data: { name: payment.lineName },
          },
        },
      ],
      payment_intent_data: {
        metadata: intentMetadata,
        ...(fee > 0 && { application_fee_amount: fee }),
      },
      metadata: payment.metadata,
      client_reference_id: payment.reference,
      customer_email: payment.clientEmail,
      locale: payment.locale,
      expires_at: Math.floor(payment.now.getTime() / 1000) + DEPOSIT_CHECKOUT_SECONDS,
      success_url: `${env.appUrl}${payment.page}?${payment.paid}`,
      cancel_url: `${env.appUrl}${payment.page}`,
    },
    { stripeAccount: payment.accountId },
  );
  if (!session.url) throw new Error('Stripe gave the checkout session no URL');
  return { url: session.url };
}
