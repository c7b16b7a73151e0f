import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { createLog } from '#scripts/local-cloud/log.ts';
import { STRIPE_PRICE_LOOKUP_KEYS } from '#shared/domain/billing/price-table.ts';
import { type StripeLocal, startStripe } from './start-stripe.ts';

const SECRET = 'whsec_local_test_secret';

/** A webhook endpoint that verifies each delivery with the SDK, as the product's route does. */
let received: { type: string; id: string; verified: boolean; body: string }[] = [];
let failNext = 0;
let endpoint: Server;
let stripeLocal: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(500).end();
        return;
      }
      let verified = false;
      let event: { type: string; id: string } = { type: '?', id: '?' };
      try {
        event = stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), SECRET);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ type: event.type, id: event.id, verified, body });
      res.writeHead(verified ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  stripeLocal = await startStripe({
    webhookUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/stripe/webhook`,
    webhookSecret: SECRET,
    log: createLog(true),
  });
  stripe = new Stripe('sk_test_local', { host: stripeLocal.host, port: stripeLocal.port, protocol: 'http' });
});

afterAll(async () => {
  await stripeLocal?.stop();
  if (endpoint) await closeServer(endpoint);
});

async function checkout(interval: 'monthly' | 'yearly') {
  const customer = await stripe.customers.create({ email: 'mia@example.com', metadata: { artistId: 'a1' } });
  const prices = await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS[interval]] });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: prices.data[0]!.id, quantity: 1 }],
    client_reference_id: 'a1',
    subscription_data: { metadata: { artistId: 'a1' } },
    success_url: 'http://localhost:3000/app/settings/plan/confirmation?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/app/settings/plan',
  });
  return { customer, session };
}

const pay = (url: string, card: string) =>
  fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }),
    redirect: 'manual',
  });

describe('the Stripe stand-in, driven by the unmodified SDK', () => {
  it('finds Pro’s prices by their lookup keys, from the price table', async () => {
    const monthly = await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS.monthly] });
    const yearly = await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS.yearly] });
    expect(
      monthly.data.map((price) => [price.unit_amount, price.currency, price.recurring?.interval]),
    ).toEqual([[1900, 'eur', 'month']]);
    expect(yearly.data.map((price) => [price.unit_amount, price.recurring?.interval])).toEqual([
      [19000, 'year'],
    ]);
  });

  it('declines 4000 0000 0000 0002, then pays with 4242: a subscription and three signed events', async () => {
    received = [];
    const { customer, session } = await checkout('yearly');
    expect(session.url).toMatch(/\/checkout\/cs_test_/);
    const pageHtml = await (await fetch(session.url!)).text();
    expect(pageHtml).toContain('Subscribe to Inkslot Pro');
    expect(pageHtml).toContain('€190.00');

    const declined = await pay(session.url!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const paid = await pay(session.url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/app/settings/plan/confirmation?session=${session.id}`,
    );
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
    expect(subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      metadata: { artistId: 'a1' },
    });
    const start = subscription.items.data[0]!.current_period_start;
    const end = subscription.items.data[0]!.current_period_end;
    expect(Math.round((end - start) / 86_400)).toBeGreaterThanOrEqual(365);

    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5_000 });
    expect(received.map((event) => [event.type, event.verified])).toEqual([
      ['customer.subscription.created', true],
      ['invoice.paid', true],
      ['checkout.session.completed', true],
    ]);
  });

  it('lets the customer cancel at period end in the portal, and says so with an event', async () => {
    received = [];
    const { customer, session } = await checkout('monthly');
    await pay(session.url!, '4242424242424242');
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5_000 });
    received = [];
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/app/settings/plan',
    });
    const before = await (await fetch(portal.url)).text();
    expect(before).toContain('Renews on');
    const cancelled = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(await (await fetch(portal.url)).text()).toContain('Cancels on');
    await vi.waitFor(() =>
      expect(received.map((event) => event.type)).toEqual(['customer.subscription.updated']),
    );
    const subscription = await stripe.subscriptions.retrieve(
      String((await stripe.checkout.sessions.retrieve(session.id)).subscription),
    );
    expect(subscription.cancel_at_period_end).toBe(true);
  });

  it('retries a delivery the endpoint refused, and replays an answer for the same idempotency key', async () => {
    received = [];
    failNext = 1;
    const { session } = await checkout('monthly');
    await pay(session.url!, '4242424242424242');
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5_000 });
    expect(received.every((event) => event.verified)).toBe(true);

    const first = await stripe.customers.create(
      { email: 'same@example.com' },
      { idempotencyKey: 'artist-a9' },
    );
    const again = await stripe.customers.create(
      { email: 'same@example.com' },
      { idempotencyKey: 'artist-a9' },
    );
    expect(again.id).toBe(first.id);
    await expect(stripe.customers.retrieve('cus_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('signs a resent event with the time asked: a stale one fails the SDK’s five-minute tolerance', async () => {
    const [event] = stripeLocal.events();
    received = [];
    expect(await stripeLocal.resend(event!.id, { timestamp: Math.floor(Date.now() / 1000) - 600 })).toBe(400);
    expect(received.map((item) => [item.id, item.verified])).toEqual([['?', false]]);
    expect(await stripeLocal.resend(event!.id)).toBe(200);
  });

  it('keeps coupons by id, applies one at checkout, and credits a customer’s balance', async () => {
    await expect(stripe.coupons.retrieve('ref-test-10')).rejects.toMatchObject({ code: 'resource_missing' });
    const coupon = await stripe.coupons.create({ id: 'ref-test-10', percent_off: 10, duration: 'forever' });
    expect(coupon).toMatchObject({ id: 'ref-test-10', percent_off: 10, duration: 'forever' });
    await expect(
      stripe.coupons.create({ id: 'ref-test-10', percent_off: 10, duration: 'forever' }),
    ).rejects.toMatchObject({ code: 'resource_already_exists' });

    const customer = await stripe.customers.create({ email: 'lou@example.com' });
    const [price] = (await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS.monthly] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price!.id, quantity: 1 }],
      discounts: [{ coupon: 'ref-test-10' }],
      success_url: 'http://localhost:3000/ok?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/back',
    });
    const pageHtml = await (await fetch(session.url!)).text();
    expect(pageHtml).toContain('€17.10');
    expect(pageHtml).toContain('10% off');
    expect((await pay(session.url!, '4242 4242 4242 4242')).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const subscription = await stripe.subscriptions.retrieve(String(paid.subscription));
    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));
    expect([invoice.amount_paid, invoice.total, invoice.subtotal]).toEqual([1710, 1710, 1900]);

    const credit = await stripe.customers.createBalanceTransaction(
      customer.id,
      { amount: -171, currency: 'eur' },
      { idempotencyKey: 'credit-once' },
    );
    const again = await stripe.customers.createBalanceTransaction(
      customer.id,
      { amount: -171, currency: 'eur' },
      { idempotencyKey: 'credit-once' },
    );
    expect(again.id).toBe(credit.id);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      balance: -171,
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: price!.id, quantity: 1 }],
        discounts: [{ coupon: 'no-such-coupon' }],
        success_url: 'http://localhost:3000/ok',
        cancel_url: 'http://localhost:3000/back',
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
