import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET } from '#scripts/local-cloud/stripe/local-stripe.ts';
import type { PaymentAccount } from '#shared/api/contracts/billing.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { clientEmail } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptRequest,
  expectCode,
  freeSlots,
  lifecycleArtist,
  pendingRequest,
} from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import { connectPaymentAccount, localStripe, payCheckout, postStripeWebhook } from '#tests/support/stripe.ts';

/**
 * Deposits paid online (issue 14, ADR 0057), through the local cloud and the Stripe stand-in with
 * the unmodified SDK: the artist's connected account (Accounts v2, hosted onboarding), a Checkout
 * session on it made from the client's portal, the card paid on the stand-in's page, its signed
 * Connect event through the webhook route, the bus and billing-sync, which reads the session again
 * and moves the booking to DEPOSIT-PAID with `payment.updated`; a payment for a booking cancelled
 * meanwhile is refunded once instead.
 */
const { cloud, db } = cloudAndDb();
const stripe = localStripe(cloud);

async function bookingFor(artist: BookingArtist, email: string, slotId: string) {
  const client = { firstName: 'Inès', lastName: 'Morel', age: 27, email, alreadyTattooed: true };
  const { requestId } = await pendingRequest(artist, slotId, {
    client: client as never,
    locale: 'fr',
  });
  const accepted = await acceptRequest(artist, requestId, { priceCents: 20_000, depositCents: 5_000 });
  expect(accepted.status).toBe(201);
  return accepted.json as BookingView;
}

const bookingItem = async (artistId: string, bookingId: string) =>
  (await db.entities.booking.get({ artistId, bookingId }).go({ consistent: true })).data!;

describe('Deposits paid online through Stripe Connect', () => {
  let artist: BookingArtist;
  let accountId: string;
  let slots: string[];

  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    slots = await freeSlots(artist);
  });

  it('connects the artist’s own Stripe account: none, then pending, then ready after onboarding', async () => {
    const before = await api<PaymentAccount>('/me/payments/account', { token: artist.idToken });
    expect(before.json).toEqual({ status: 'none', feePercent: 0 });
    // A link made but not followed: the account exists, it takes no payments yet.
    const first = await api<{ url: string }>('/me/payments/account/link', {
      method: 'POST',
      token: artist.idToken,
    });
    expect(first.status).toBe(200);
    expect((await api<PaymentAccount>('/me/payments/account', { token: artist.idToken })).json.status).toBe(
      'pending',
    );
    accountId = await connectPaymentAccount(artist, db, cloud.urls.app);
    expect(accountId).toMatch(/^acct_/);
    // One account for the artist, however many links.
    expect((await stripe.v2.core.accounts.retrieve(accountId)).display_name).toBeTruthy();
    const after = await api<PaymentAccount>('/me/payments/account', { token: artist.idToken });
    expect(after.json).toEqual({ status: 'ready', feePercent: 0 });
    const { data } = await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true });
    expect(data).toMatchObject({ paymentAccountId: accountId, paymentAccountReady: true });
    // The used link cannot be used again: back to the settings to ask for a new one.
    const reused = await fetch(first.json.url, { redirect: 'manual' });
    expect(reused.status).toBe(200);
  });

  it('the client pays the deposit by card from the portal: DEPOSIT-PAID without the artist, one payment.updated, the receipt emailed', async () => {
    const email = clientEmail('deposit');
    const booking = await bookingFor(artist, email, slots[0]!);
    expect(booking.payment.paymentState).toBe('WAITING-FOR-DEPOSIT');
    // The confirmation says to pay online and its button leads to the portal's booking.
    const confirmation = await waitForMail(email, { match: (m) => /Acompte/.test(m.body.text ?? '') });
    expect(confirmation.body.text).toContain('à régler en ligne par carte');
    expect(confirmation.body.text).toContain(encodeURIComponent(`/portal/bookings?pay=${booking.bookingId}`));

    const session = await portalSession(email);
    const listed = await api<PortalBookingList>('/portal/bookings', { token: session.accessToken });
    expect(listed.json.bookings[0]?.payment).toMatchObject({
      paymentState: 'WAITING-FOR-DEPOSIT',
      depositCents: 5_000,
      payOnline: true,
    });
    // Another client cannot open it; the artist's token is no client's.
    const stranger = await portalSession(
      await (async () => {
        const other = clientEmail('other');
        await bookingFor(artist, other, slots[1]!);
        return other;
      })(),
    );
    const foreign = await api(`/portal/bookings/${booking.bookingId}/deposit-checkout`, {
      method: 'POST',
      token: stranger.accessToken,
    });
    await expectCode(foreign, 404, 'not_found');

    const checkout = await api<{ url: string }>(`/portal/bookings/${booking.bookingId}/deposit-checkout`, {
      method: 'POST',
      token: session.accessToken,
    });
    expect(checkout.status).toBe(200);
    const page = await fetch(checkout.json.url);
    const html = await page.text();
    expect(html).toContain('Acompte');
    expect(html).toContain('€50.00');
    const declined = await payCheckout(checkout.json.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    const paid = await payCheckout(checkout.json.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${cloud.urls.app}/portal/bookings?deposit=paid`);

    await vi.waitFor(
      async () =>
        expect((await bookingItem(artist.sub, booking.bookingId)).paymentState).toBe('DEPOSIT-PAID'),
      { timeout: 15_000, interval: 200 },
    );
    const item = await bookingItem(artist.sub, booking.bookingId);
    expect(item.depositPayment).toMatchObject({ accountId, amountCents: 5_000 });
    expect(item.history?.at(-1)).toMatchObject({
      action: 'payment-updated',
      by: 'client',
      paymentState: 'DEPOSIT-PAID',
    });
    const artistView = await api<BookingView>(`/me/bookings/${booking.bookingId}`, { token: artist.idToken });
    expect(artistView.json.payment).toMatchObject({ paymentState: 'DEPOSIT-PAID', depositPaidOnline: true });
    // The receipt (ADR 0086), in the client's language, the artist as the seller, Stripe's charge
    // number and card; it is this payment's one email: no "deposit received" besides it.
    const receipt = await waitForMail(email, {
      match: (m) => m.subject.startsWith('Reçu de votre acompte à '),
    });
    const paidCharge = await stripe.charges.retrieve(
      String(
        (
          await stripe.paymentIntents.retrieve(
            item.depositPayment!.paymentIntentId,
            {},
            { stripeAccount: accountId },
          )
        ).latest_charge,
      ),
      {},
      { stripeAccount: accountId },
    );
    const text = receipt.body.text ?? '';
    expect(text).toContain(`Numéro de reçu : ${paidCharge.receipt_number}`);
    expect(text).toMatch(/Acompte pour [^\n]+ : 50,00\s€/);
    expect(text).toMatch(/Total payé : 50,00\s€/);
    expect(text).toContain('Carte : Visa •••• 4242');
    expect(text).toContain('Aucune taxe');
    expect(text).toContain(paidCharge.receipt_url!);
    expect((await mailsTo(email)).filter((m) => m.subject.includes('a bien reçu votre acompte'))).toEqual([]);

    // Stripe's redelivery of the same events changes nothing: still one payment.updated.
    const events = (await cloudStripeEvents()).filter((event) => event.account === accountId);
    for (const event of events) await stripeResend(event.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outbox = await db.entities.outboxEvent.scan
      .where(({ detailType }, { eq }) => eq(detailType, 'payment.updated'))
      .go({ pages: 'all' });
    expect(outbox.data.filter((event) => event.detail.includes(booking.bookingId))).toHaveLength(1);
    // And one receipt: one event, one email.
    const issued = await db.entities.outboxEvent.scan
      .where(({ detailType }, { eq }) => eq(detailType, 'deposit.receipt-issued'))
      .go({ pages: 'all' });
    expect(issued.data.filter((event) => event.detail.includes(booking.bookingId))).toHaveLength(1);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reçu de votre acompte'))).toHaveLength(
      1,
    );
    // Paid: no second checkout.
    const again = await api(`/portal/bookings/${booking.bookingId}/deposit-checkout`, {
      method: 'POST',
      token: session.accessToken,
    });
    await expectCode(again, 409, 'deposit_not_payable');
  });

  it('a payment for a booking cancelled meanwhile is refunded once, and the booking stays cancelled', async () => {
    const email = clientEmail('late-pay');
    const booking = await bookingFor(artist, email, slots[2]!);
    const session = await portalSession(email);
    const checkout = await api<{ url: string }>(`/portal/bookings/${booking.bookingId}/deposit-checkout`, {
      method: 'POST',
      token: session.accessToken,
    });
    expect(checkout.status).toBe(200);
    const cancelled = await api(`/me/bookings/${booking.bookingId}/cancel`, {
      token: artist.idToken,
      body: { reason: 'Indisponible' },
    });
    expect(cancelled.status).toBe(200);
    // The client had the page open: they pay anyway.
    expect((await payCheckout(checkout.json.url)).status).toBe(303);

    await vi.waitFor(
      async () =>
        expect((await bookingItem(artist.sub, booking.bookingId)).depositPayment?.refundId).toBeTruthy(),
      { timeout: 15_000, interval: 200 },
    );
    const item = await bookingItem(artist.sub, booking.bookingId);
    expect(item).toMatchObject({ status: 'canceled', paymentState: 'WAITING-FOR-DEPOSIT' });
    const refunds = await stripe.refunds.list(
      { payment_intent: item.depositPayment!.paymentIntentId },
      { stripeAccount: accountId },
    );
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]).toMatchObject({ amount: 5_000, status: 'succeeded' });

    // The same event again (Stripe retries, or the consumer's retry): no second refund.
    const completed = (await cloudStripeEvents()).filter(
      (event) => event.type === 'checkout.session.completed' && event.account === accountId,
    );
    await stripeResend(completed.at(-1)!.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = await stripe.refunds.list(
      { payment_intent: item.depositPayment!.paymentIntentId },
      { stripeAccount: accountId },
    );
    expect(again.data).toHaveLength(1);
    // Refunded at once: no receipt for a payment the client got back.
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reçu de votre acompte'))).toEqual([]);
  });

  it('takes events signed with the Connect endpoint’s secret, and refuses any other secret', async () => {
    const body = JSON.stringify({
      id: `evt_connect_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'customer', id: 'cus_x' } },
    });
    const signed = await postStripeWebhook(stripe, body, { secret: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET });
    expect(signed.status).toBe(200);
    expect((await postStripeWebhook(stripe, body, { secret: 'whsec_someone_else' })).status).toBe(400);
  });
});

async function cloudStripeEvents(): Promise<{ id: string; type: string; account?: string }[]> {
  const answer = await fetch(`${cloud.env.STRIPE_API_URL}/_stand-in/events`);
  return (await answer.json()) as { id: string; type: string; account?: string }[];
}

async function stripeResend(eventId: string) {
  const answer = await fetch(`${cloud.env.STRIPE_API_URL}/_stand-in/resend/${eventId}`, { method: 'POST' });
  expect(answer.status).toBe(200);
}
