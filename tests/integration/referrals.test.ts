import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { MyReferrals } from '#shared/api/contracts/billing.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { onboardedArtist } from '#tests/support/portfolio.ts';
import { localStripe, postStripeWebhook } from '#tests/support/stripe.ts';

/**
 * Invite and earn (issue 12, ADR 0047) through the local cloud and the Stripe stand-in: a paying
 * artist's link, a newcomer onboarded through it who pays Pro 10 % less (the coupon at checkout), and
 * the inviting artist credited 10 % of that payment on their Stripe balance, once per invoice.
 */
const { cloud, db } = cloudAndDb();
const stripe = localStripe(cloud);

const me = async (artist: TestArtist) => (await api<MyArtist>('/me', { token: artist.idToken })).json;
const referralsOf = async (artist: TestArtist) =>
  (await api<MyReferrals>('/me/referrals', { token: artist.idToken })).json;

/** Pro through the product's own checkout, paid on the stand-in's page; waits for the webhook's effect. */
async function upgrade(artist: TestArtist, interval: 'monthly' | 'yearly') {
  const checkout = await api<{ url: string }>('/me/billing/checkout', {
    token: artist.idToken,
    body: { interval },
  });
  expect(checkout.status, checkout.text).toBe(200);
  const page = await (await fetch(checkout.json.url)).text();
  const paid = await fetch(`${checkout.json.url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await vi.waitFor(async () => expect((await me(artist)).plan).toBe('pro'), {
    timeout: 15_000,
    interval: 200,
  });
  return page;
}

async function onboardThrough(referrer: string | undefined) {
  const artist = await signUpArtist();
  const pseudo = `invited-${randomUUID().slice(0, 8)}`;
  const created = await api('/me/onboarding', {
    token: artist.idToken,
    body: { pseudo, displayName: 'Invited Ink', ...(referrer !== undefined && { referrer }) },
  });
  expect(created.status, created.text).toBe(201);
  return { ...artist, pseudo };
}

describe('invite and earn', () => {
  let referrer: TestArtist & { pseudo: string };

  beforeAll(async () => {
    referrer = await onboardedArtist();
  });

  it('needs a paid plan: a Free artist gets no link, and a link to a Free artist gives nothing', async () => {
    expect(await referralsOf(referrer)).toMatchObject({ eligible: false, referrals: [], earned: {} });
    expect((await referralsOf(referrer)).link).toBeUndefined();
    const newcomer = await onboardThrough(referrer.pseudo);
    expect((await me(newcomer)).referralDiscountPercent).toBeUndefined();
    // An unknown pseudo never blocks an onboarding either.
    const stray = await onboardThrough('no-such-artist-anywhere');
    expect((await me(stray)).referralDiscountPercent).toBeUndefined();
  });

  it('gives the newcomer 10 % off Pro and the inviting artist 10 % of each payment, once per invoice', async () => {
    await upgrade(referrer, 'yearly');
    const mine = await referralsOf(referrer);
    expect(mine).toMatchObject({ eligible: true, discountPercent: 10, rewardPercent: 10, referrals: [] });
    expect(mine.link).toBe(`${cloud.urls.app}/signup?ref=${referrer.pseudo}`);

    const newcomer = await onboardThrough(referrer.pseudo.toUpperCase());
    expect((await me(newcomer)).referralDiscountPercent).toBe(10);
    expect((await referralsOf(referrer)).referrals).toEqual([
      expect.objectContaining({ pseudo: newcomer.pseudo, displayName: 'Invited Ink', pro: false }),
    ]);

    const checkoutPage = await upgrade(newcomer, 'monthly');
    expect(checkoutPage).toContain('€17.10');
    // The newcomer's first invoice (17.10 EUR) earns 1.71 EUR of credit on the referrer's balance.
    await vi.waitFor(async () => expect((await referralsOf(referrer)).earned).toEqual({ EUR: 171 }), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await referralsOf(referrer)).referrals[0]?.pro).toBe(true);
    const { data: artistItem } = await db.entities.artist.get({ artistId: referrer.sub }).go();
    const customer = (await stripe.customers.retrieve(artistItem!.stripeCustomerId!)) as Stripe.Customer;
    expect(customer.balance).toBe(-171);

    // Stripe sends another event about the same invoice (a new id): still one credit.
    const { data: newcomerItem } = await db.entities.artist.get({ artistId: newcomer.sub }).go();
    const subscription = await stripe.subscriptions.retrieve(newcomerItem!.subscriptionId!);
    const invoiceId = String(subscription.latest_invoice);
    const body = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'invoice.paid',
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          customer: newcomerItem!.stripeCustomerId,
          subscription: subscription.id,
        },
      },
    });
    const posted = await postStripeWebhook(stripe, body);
    expect(posted.status).toBe(200);
    // The route records it (a new Stripe id), and the billing-sync consumer applies it.
    const stripeEventId = JSON.parse(body).id as string;
    await vi.waitFor(
      async () => {
        const { data: recorded } = await db.entities.outboxEvent.scan
          .where(({ detailType }, { eq }) => eq(detailType, 'stripe.event-received'))
          .go({ pages: 'all' });
        const mine = recorded.find((item) => item.detail.includes(stripeEventId));
        expect(mine).toBeDefined();
        const { data: processed } = await db.entities.processedEvent
          .get({ consumer: 'billing-sync', effectKey: mine!.eventId })
          .go();
        expect(processed).not.toBeNull();
      },
      { timeout: 15_000, interval: 200 },
    );
    const { data: credits } = await db.entities.referralCredit.query
      .byReferrer({ referrerId: referrer.sub })
      .go();
    expect(credits.map((credit) => [credit.invoiceId, credit.amountCents])).toEqual([[invoiceId, 171]]);
    expect(((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance).toBe(-171);
  });
});
