import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { createLog } from '#scripts/local-cloud/log.ts';
import { STRIPE_PRICE_LOOKUP_KEYS } from '#shared/domain/billing/price-table.ts';
import {
  depositReceipt,
  invoicePeriod,
  invoiceReceipt,
  invoiceTaxRateIds,
  type StripeTaxRate,
} from '#shared/domain/billing/receipt.ts';
import { type StripeLocal, startStripe } from './start-stripe.ts';

/**
 * What the receipts read (ADR 0086), served by the stand-in in Stripe's own shapes and read by the
 * unmodified SDK: a paid invoice's number, lines, payments, `total_taxes` and tax rates; a deposit
 * session's `total_details.breakdown`, its payment intent and charge (receipt number, page, card).
 */
let endpoint: Server;
let stripeLocal: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  endpoint = createServer((_req, res) => res.writeHead(200).end());
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  stripeLocal = await startStripe({
    webhookUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/stripe/webhook`,
    webhookSecret: 'whsec_receipts_test',
    log: createLog(true),
  });
  stripe = new Stripe('sk_test_local', { host: stripeLocal.host, port: stripeLocal.port, protocol: 'http' });
});

afterAll(async () => {
  await stripeLocal?.stop();
  if (endpoint) await closeServer(endpoint);
});

const pay = (url: string, card = '4242 4242 4242 4242') =>
  fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }),
    redirect: 'manual',
  });

/** A Pro checkout paid: the subscription's first invoice, as `invoice.paid` names it. */
async function paidInvoice(card?: string) {
  const customer = await stripe.customers.create({ email: 'mia@example.com' });
  const [price] = (await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS.monthly] })).data;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price!.id, quantity: 1 }],
    subscription_data: { metadata: { artistId: 'a1' } },
    success_url: 'http://localhost:3000/ok',
    cancel_url: 'http://localhost:3000/back',
  });
  expect((await pay(session.url!, card)).status).toBe(303);
  const subscription = await stripe.subscriptions.retrieve(
    String((await stripe.checkout.sessions.retrieve(session.id)).subscription),
  );
  return stripe.invoices.retrieve(String(subscription.latest_invoice), { expand: ['payments'] });
}

/** The tax rates an invoice names, read by id as the billing-sync consumer does. */
async function ratesOf(invoice: Stripe.Invoice) {
  const rates = new Map<string, StripeTaxRate>();
  for (const id of invoiceTaxRateIds(invoice)) rates.set(id, await stripe.taxRates.retrieve(id));
  return rates;
}

async function chargeOf(intentId: string, options: Stripe.RequestOptions = {}) {
  const intent = await stripe.paymentIntents.retrieve(intentId, {}, options);
  return stripe.charges.retrieve(String(intent.latest_charge), {}, options);
}

describe('receipts’ figures from the stand-in, through the SDK', () => {
  it('a paid Pro invoice: number, paid_at, its line’s period, no tax, the charge’s card', async () => {
    stripeLocal.setTax(undefined);
    const invoice = await paidInvoice('5555 5555 5555 4444');
    expect(invoice).toMatchObject({ status: 'paid', subtotal: 1900, total: 1900, total_taxes: [] });
    expect(invoice.number).toMatch(/^[A-Z0-9_-]+-0001$/);
    const intent = invoice.payments?.data[0]?.payment.payment_intent;
    expect(typeof intent).toBe('string');
    const charge = await chargeOf(String(intent));
    const receipt = invoiceReceipt(invoice, await ratesOf(invoice), charge);
    expect(receipt).toMatchObject({
      number: invoice.number,
      currency: 'EUR',
      totalCents: 1900,
      taxes: [],
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(receipt.paidAt).toBe(new Date(invoice.status_transitions.paid_at! * 1000).toISOString());
    const period = invoicePeriod(invoice);
    expect(Date.parse(period.periodEnd!) - Date.parse(period.periodStart!)).toBeGreaterThan(27 * 86_400_000);
    // Stripe's hosted invoice page answers.
    expect((await fetch(receipt.url!)).status).toBe(200);
  });

  it('an exclusive rate set on the account: total_taxes names a tax rate the SDK reads', async () => {
    stripeLocal.setTax({ display_name: 'VAT', percentage: 20, inclusive: false, country: 'FR' });
    const invoice = await paidInvoice();
    expect(invoice).toMatchObject({ subtotal: 1900, total: 2280, amount_paid: 2280 });
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({ amount: 380, tax_behavior: 'exclusive', type: 'tax_rate_details' }),
    ]);
    const receipt = invoiceReceipt(invoice, await ratesOf(invoice));
    expect(receipt.taxes).toEqual([
      { amountCents: 380, inclusive: false, name: 'VAT', percentage: 20, jurisdiction: 'FR' },
    ]);
    stripeLocal.setTax(undefined);
  });

  it('a deposit on a connected account: the session’s tax breakdown, its charge’s receipt number', async () => {
    const account = await stripe.v2.core.accounts.create({
      display_name: 'Ink Master',
      configuration: { merchant: { capabilities: { card_payments: { requested: true } } } },
    } as Stripe.V2.Core.AccountCreateParams);
    const link = await stripe.v2.core.accountLinks.create({
      account: account.id,
      use_case: {
        type: 'account_onboarding',
        account_onboarding: {
          collection_options: { fields: 'currently_due' },
          refresh_url: 'http://localhost:3000/retry',
          return_url: 'http://localhost:3000/done',
        },
      },
    });
    expect((await fetch(link.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    stripeLocal.setTax({ display_name: 'IVA', percentage: 21, inclusive: true });
    const options = { stripeAccount: account.id };
    const created = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'eur', unit_amount: 5000, product_data: { name: 'Deposit' } },
            quantity: 1,
          },
        ],
        success_url: 'http://localhost:3000/portal/bookings?deposit=paid',
      },
      options,
    );
    expect((await pay(created.url!)).status).toBe(303);
    const session = await stripe.checkout.sessions.retrieve(
      created.id,
      { expand: ['total_details.breakdown'] },
      options,
    );
    const charge = await chargeOf(String(session.payment_intent), options);
    expect(charge.receipt_number).toBeTruthy();
    const receipt = depositReceipt(session, charge);
    expect(receipt).toMatchObject({
      number: charge.receipt_number,
      subtotalCents: 5000,
      totalCents: 5000,
      taxes: [{ amountCents: 868, inclusive: true, name: 'IVA', percentage: 21 }],
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await fetch(receipt.url!)).status).toBe(200);
    // A charge is only found on its own account.
    await expect(stripe.charges.retrieve(charge.id)).rejects.toMatchObject({ code: 'resource_missing' });
    stripeLocal.setTax(undefined);
  });
});
