import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STRIPE_PRICE_LOOKUP_KEYS } from '#shared/domain/billing/price-table.ts';
import { api } from '#tests/support/api.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { onboardedArtist } from '#tests/support/portfolio.ts';
import { localStripe, postStripeWebhook } from '#tests/support/stripe.ts';

/**
 * Stripe's webhooks through the local cloud (ADR 0045), the reliability suite's T4: the Stripe
 * stand-in pays a checkout with a test card and posts its signed events to `/api/stripe/webhook`;
 * the route records each once, the billing-sync consumer (through the bus and its queue) reads the
 * subscription again from Stripe and stores the artist's plan.
 */
const { cloud, db } = cloudAndDb();
const stripe = localStripe(cloud);

const artistOf = async (artistId: string) =>
  (await db.entities.artist.get({ artistId }).go({ consistent: true })).data;

async function outboxOf(detailType: string, match: (payload: Record<string, unknown>) => boolean) {
  const { data } = await db.entities.outboxEvent.scan
    .where(({ detailType: type }, { eq }) => eq(type, detailType))
    .go({ pages: 'all' });
  return data
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
    .map((item) => (JSON.parse(item.detail) as { payload: Record<string, unknown> }).payload)
    .filter(match);
}

const post = (body: string, options?: Parameters<typeof postStripeWebhook>[2]) =>
  postStripeWebhook(stripe, body, options);

describe('Stripe webhooks (T4)', () => {
  let artistId: string;
  let artistEmail: string;
  let subscriptionId: string;
  let customerId: string;

  beforeAll(async () => {
    const artist = await onboardedArtist();
    artistId = artist.sub;
    artistEmail = artist.email;
    const customer = await stripe.customers.create({ email: artist.email, metadata: { artistId } });
    customerId = customer.id;
    const [price] = (await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS.yearly] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: artistId,
      line_items: [{ price: price!.id, quantity: 1 }],
      subscription_data: { metadata: { artistId } },
      success_url: `${cloud.urls.app}/app/settings/plan/confirmation?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${cloud.urls.app}/app/settings/plan`,
    });
    const paid = await fetch(`${session.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    subscriptionId = String((await stripe.checkout.sessions.retrieve(session.id)).subscription);
  });

  it('makes the artist Pro from the checkout’s events, once, with one subscription.changed', async () => {
    await vi.waitFor(async () => expect((await artistOf(artistId))?.plan).toBe('pro'), {
      timeout: 15_000,
      interval: 200,
    });
    const artist = await artistOf(artistId);
    expect(artist).toMatchObject({
      plan: 'pro',
      stripeCustomerId: customerId,
      subscriptionId,
      subscriptionStatus: 'active',
      billingInterval: 'yearly',
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(artist!.currentPeriodEnd!) - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const changes = await outboxOf('subscription.changed', (payload) => payload.artistId === artistId);
    expect(changes).toEqual([
      expect.objectContaining({ plan: 'pro', previousPlan: 'free', change: 'upgraded' }),
    ]);
  });

  it('records each event once however often it comes: every event replayed three times', async () => {
    const received = await outboxOf(
      'stripe.event-received',
      (payload) => payload.subscriptionId === subscriptionId,
    );
    const ids = [...new Set(received.map((payload) => String(payload.stripeEventId)))];
    expect(ids).toHaveLength(3);
    const before = (await outboxOf('subscription.changed', (payload) => payload.artistId === artistId))
      .length;
    // Replay each recorded event as Stripe would (the same id, the same object), three times.
    for (const payload of received) {
      const body = JSON.stringify({
        id: payload.stripeEventId,
        object: 'event',
        created: payload.created,
        type: payload.type,
        data: {
          object: {
            id: subscriptionId,
            object: 'subscription',
            customer: customerId,
            metadata: { artistId },
          },
        },
      });
      for (let round = 0; round < 3; round++) expect((await post(body)).status).toBe(200);
    }
    const after = await outboxOf(
      'stripe.event-received',
      (payload) => payload.subscriptionId === subscriptionId,
    );
    expect(after).toHaveLength(received.length);
    expect((await outboxOf('subscription.changed', (payload) => payload.artistId === artistId)).length).toBe(
      before,
    );
  });

  it('refuses a tampered body, a wrong secret and a signature ten minutes old, writing nothing', async () => {
    const event = {
      id: 'evt_forged_upgrade',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.deleted',
      data: {
        object: { id: subscriptionId, object: 'subscription', customer: customerId, metadata: { artistId } },
      },
    };
    const body = JSON.stringify(event);
    const tampered = await post(body, { signedBody: body.replace('deleted', 'updated') });
    const wrongSecret = await post(body, { secret: 'whsec_not_ours' });
    const stale = await post(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await api<{ error: { code: string } }>('/stripe/webhook', {
      body,
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    });
    for (const answer of [tampered, wrongSecret, stale]) {
      expect(answer.status).toBe(400);
      expect(answer.json.error?.code).toBe('invalid_signature');
    }
    expect(unsigned.status).toBe(400);
    expect(unsigned.json.error.code).toBe('invalid_signature');
    const { data: marked } = await db.entities.processedEvent
      .get({ consumer: 'stripe-webhook', effectKey: 'evt_forged_upgrade' })
      .go();
    expect(marked).toBeNull();
    expect((await artistOf(artistId))?.plan).toBe('pro');
  });

  it('ends in the latest subscription’s state when events come late and in reverse order', async () => {
    // The artist cancels at the period's end in Stripe's portal...
    const portal = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: cloud.urls.app,
    });
    expect((await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await vi.waitFor(async () => expect((await artistOf(artistId))?.cancelAtPeriodEnd).toBe(true), {
      timeout: 15_000,
      interval: 200,
    });
    // ...then older events, never seen, arrive late and newest first: each still says "active, not
    // cancelling" in its copy, but the consumer reads the subscription itself.
    const old = Math.floor(Date.now() / 1000) - 3 * 86_400;
    for (const [index, type] of [
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.created',
    ].entries()) {
      const body = JSON.stringify({
        id: `evt_late_${index}_${subscriptionId}`,
        object: 'event',
        created: old - index,
        type,
        data: {
          object:
            type === 'invoice.paid'
              ? {
                  id: `in_late_${index}`,
                  object: 'invoice',
                  customer: customerId,
                  subscription: subscriptionId,
                }
              : {
                  id: subscriptionId,
                  object: 'subscription',
                  customer: customerId,
                  status: 'active',
                  cancel_at_period_end: false,
                  metadata: { artistId },
                },
        },
      });
      expect((await post(body)).status).toBe(200);
    }
    await vi.waitFor(
      async () =>
        expect(
          await db.entities.processedEvent
            .get({ consumer: 'stripe-webhook', effectKey: `evt_late_2_${subscriptionId}` })
            .go(),
        ).toMatchObject({ data: expect.anything() }),
      { timeout: 5_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await artistOf(artistId)).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'active',
    });
    const changes = await outboxOf('subscription.changed', (payload) => payload.artistId === artistId);
    expect(changes.map((payload) => payload.change)).toEqual(['upgraded', 'cancel-scheduled']);
    // One email per change: the welcome, and the cancellation's end date; the late events sent none.
    await waitForMail(artistEmail, { match: (mail) => mail.subject.startsWith('Your Pro plan will end on') });
    // The checkout's paid invoice gave one receipt (ADR 0086), whatever the replays.
    await waitForMail(artistEmail, { match: (mail) => mail.subject.startsWith('Your Inkslot Pro receipt') });
    const proMails = (await mailsTo(artistEmail)).filter((mail) => /Pro/.test(mail.subject));
    const isReceipt = (mail: { subject: string }) => mail.subject.startsWith('Your Inkslot Pro receipt');
    expect(proMails.filter(isReceipt)).toHaveLength(1);
    const billingMails = proMails.filter((mail) => !isReceipt(mail));
    expect(billingMails.map((mail) => mail.subject.replace(/ on .*/, ''))).toEqual([
      'Welcome to Inkslot Pro',
      'Your Pro plan will end',
    ]);
  });

  it('records a failed renewal: past_due, still Pro while Stripe retries, and invoice.payment-failed once', async () => {
    const failed = await fetch(`${cloud.env.STRIPE_API_URL}/_stand-in/fail-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: subscriptionId }),
    });
    expect(failed.status).toBe(200);
    await vi.waitFor(async () => expect((await artistOf(artistId))?.subscriptionStatus).toBe('past_due'), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await artistOf(artistId))?.plan).toBe('pro');
    await vi.waitFor(
      async () =>
        expect(await outboxOf('invoice.payment-failed', (payload) => payload.artistId === artistId)).toEqual([
          expect.objectContaining({ amountDueCents: 19_000, currency: 'eur' }),
        ]),
      { timeout: 10_000, interval: 200 },
    );
    const failedMail = await waitForMail(artistEmail, {
      match: (mail) => mail.subject === 'Your Pro payment failed',
    });
    expect(failedMail.body.text).toMatch(/The payment of €190(\.00)? did not go through/);
  });
});

describe('upgrading through the API (checkout and portal)', () => {
  it('checks out Pro monthly for a Free artist, once Pro refuses another checkout, and manages it in the portal', async () => {
    const artist = await onboardedArtist();
    const none = await api<{ error: { code: string } }>('/me/billing/portal', {
      token: artist.idToken,
      body: {},
    });
    expect([none.status, none.json.error.code]).toEqual([409, 'no_billing_account']);
    const weekly = await api<{ error: { code: string } }>('/me/billing/checkout', {
      token: artist.idToken,
      body: { interval: 'weekly' },
    });
    expect(weekly.status).toBe(400);

    // Two checkouts at once: one Stripe customer, kept on the artist.
    const checkout = (interval: string) =>
      api<{ url: string }>('/me/billing/checkout', { token: artist.idToken, body: { interval } });
    const [first, second] = await Promise.all([checkout('monthly'), checkout('yearly')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const customerId = (await artistOf(artist.sub))?.stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const sessions = await Promise.all(
      [first, second].map((answer) => stripe.checkout.sessions.retrieve(answer.json.url.split('/').at(-1)!)),
    );
    expect(sessions.map((session) => session.customer)).toEqual([customerId, customerId]);
    expect(await (await fetch(first.json.url)).text()).toContain('€19.00');

    const paid = await fetch(`${first.json.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toMatch(/\/app\/settings\/plan\/confirmation\?session=cs_test_/);
    await vi.waitFor(async () => expect((await artistOf(artist.sub))?.plan).toBe('pro'), {
      timeout: 15_000,
      interval: 200,
    });
    const me = await api<{ plan: string; billing?: Record<string, unknown> }>('/me', {
      token: artist.idToken,
    });
    expect(me.json).toMatchObject({
      plan: 'pro',
      billing: { interval: 'monthly', status: 'active', cancelAtPeriodEnd: false, portal: true },
    });
    expect(JSON.stringify(me.json)).not.toContain('cus_');
    const again = await api<{ error: { code: string } }>('/me/billing/checkout', {
      token: artist.idToken,
      body: { interval: 'yearly' },
    });
    expect([again.status, again.json.error.code]).toEqual([409, 'already_pro']);

    const portal = await api<{ url: string }>('/me/billing/portal', { token: artist.idToken, body: {} });
    expect(portal.status).toBe(200);
    expect(await (await fetch(portal.json.url)).text()).toContain('Renews on');
    await fetch(`${portal.json.url}/cancel`, { method: 'POST', redirect: 'manual' });
    await vi.waitFor(
      async () =>
        expect(
          (await api<{ billing?: { cancelAtPeriodEnd: boolean } }>('/me', { token: artist.idToken })).json
            .billing,
        ).toMatchObject({ cancelAtPeriodEnd: true }),
      { timeout: 15_000, interval: 200 },
    );
  });
});
