import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refundCancelledDeposit } from '#functions/consumers/billing-sync/refund-cancelled-deposit.ts';
import { handler as runDepositDeadlines } from '#functions/consumers/deposits/cancel-unpaid-bookings.ts';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PortalBooking, PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { clientEmail } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptRequest,
  freeSlots,
  lifecycleArtist,
  pendingRequest,
  publicSlotIds,
  saveDepositPolicy,
} from '#tests/support/lifecycle.ts';
import { outboxEventsOf } from '#tests/support/lifecycle-state.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';
import { connectPaymentAccount, localStripe, payCheckout } from '#tests/support/stripe.ts';

/**
 * The deposit policy the software enforces (issue 14, item 2), through the local cloud: the artist
 * sets it (bounds refused with localized messages), the public page shows it before a request, the
 * confirmation repeats it; unpaid by the deadline, the deadline job (run as its schedule runs it)
 * cancels the booking, frees the slot and tells both sides, once however often it runs; a deposit
 * paid online is refunded in full when the artist cancels.
 */
const { cloud, db } = cloudAndDb();
const stripe = localStripe(cloud);
const POLICY = { payWithinHours: 48, refundUntilDays: 7, maxClientMoves: 1 };

async function accepted(artist: BookingArtist, email: string, slotId: string) {
  const client = { firstName: 'Lucía', lastName: 'Ortega', age: 31, email, alreadyTattooed: false };
  const { requestId } = await pendingRequest(artist, slotId, { client: client as never, locale: 'es' });
  const answer = await acceptRequest(artist, requestId, { priceCents: 16_000, depositCents: 4_000 });
  expect(answer.status).toBe(201);
  return answer.json as BookingView;
}

const bookingItem = async (artistId: string, bookingId: string) =>
  (await db.entities.booking.get({ artistId, bookingId }).go({ consistent: true })).data!;

/** An accepted booking whose client paid the deposit online from the portal, confirmed by the webhook. */
async function paidBooking(artist: BookingArtist, prefix: string, slotId: string) {
  const email = clientEmail(prefix);
  const booking = await accepted(artist, email, slotId);
  const session = await portalSession(email);
  const checkout = await api<{ url: string }>(`/portal/bookings/${booking.bookingId}/deposit-checkout`, {
    method: 'POST',
    token: session.accessToken,
  });
  expect((await payCheckout(checkout.json.url)).status).toBe(303);
  await vi.waitFor(
    async () => expect((await bookingItem(artist.sub, booking.bookingId)).paymentState).toBe('DEPOSIT-PAID'),
    { timeout: 15_000, interval: 200 },
  );
  return { booking, session };
}

describe('The deposit policy', () => {
  let artist: BookingArtist;
  let slots: string[];

  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    slots = await freeSlots(artist);
  });

  it('is set by the artist within its bounds, with localized refusals, and shown on the public page', async () => {
    const current = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    for (const [policy, message] of [
      [{ ...POLICY, payWithinHours: 400 }, 'Le délai de paiement est de 14 jours (336 heures) au plus'],
      [{ ...POLICY, refundUntilDays: -1 }, 'Entrez un nombre entier positif'],
      [{ ...POLICY, maxClientMoves: 1.5 }, 'Entrez un nombre entier positif'],
      [{ ...POLICY, maxClientMoves: 9 }, '5 déplacements au plus'],
    ] as const) {
      const refused = await api<ErrorBody>('/me/reservation-settings', {
        method: 'PUT',
        token: artist.idToken,
        body: { ...current.json, depositPolicy: policy },
        headers: { 'accept-language': 'fr' },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields?.[0]?.message).toBe(message);
    }
    const unchanged = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    expect(unchanged.json.depositPolicy).toEqual({
      payWithinHours: 0,
      refundUntilDays: 2,
      maxClientMoves: 1,
    });

    const saved = await saveDepositPolicy(artist, POLICY);
    // Saving the toggles without the policy leaves it as it is.
    const { depositPolicy: _policy, ...toggles } = saved;
    await api('/me/reservation-settings', { method: 'PUT', token: artist.idToken, body: toggles });
    const page = await api<PublicProfile>(`/artists/${artist.pseudo}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(page.json.depositPolicy).toEqual(POLICY);
  });

  it('cancels an unpaid booking at its deadline, frees the slot, tells both sides, once', async () => {
    const email = clientEmail('unpaid');
    // Five days ahead: the 48 hours to pay end before the slot starts.
    const [slotId] = await publicSlotIds(artist, 5);
    const booking = await accepted(artist, email, slotId!);
    const item = await bookingItem(artist.sub, booking.bookingId);
    expect(Date.parse(item.depositDueAt!) - Date.parse(item.acceptedAt)).toBe(48 * 3_600_000);
    expect(item.depositPolicy).toEqual(POLICY);
    // The confirmation repeats the policy, in the client's language.
    const confirmation = await waitForMail(email, {
      match: (m) => /confirmad|aceptó/i.test(m.subject + (m.body.text ?? '')),
    });
    expect(confirmation.body.text).toContain('Paga el depósito en las 48 horas siguientes a la aceptación');
    expect(confirmation.body.text).toContain('Cancelación al menos 7 días antes');

    // Before the deadline, nothing happens.
    const early = await runDepositDeadlines({
      id: 'run-early',
      time: new Date(Date.parse(item.depositDueAt!) - 60_000).toISOString(),
    });
    expect(early.cancelled).toBe(0);
    expect((await bookingItem(artist.sub, booking.bookingId)).status).toBe('confirmed');

    const at = new Date(Date.parse(item.depositDueAt!) + 60_000).toISOString();
    const run = await runDepositDeadlines({ id: 'run-due', time: at });
    expect(run.cancelled).toBeGreaterThanOrEqual(1);
    const cancelled = await bookingItem(artist.sub, booking.bookingId);
    expect(cancelled).toMatchObject({
      status: 'canceled',
      canceledBy: 'artist',
      paymentState: 'WAITING-FOR-DEPOSIT',
    });
    // The slot is offered again on the public form.
    await vi.waitFor(async () => expect(await freeSlots(artist)).toContain(slotId), {
      timeout: 10_000,
      interval: 250,
    });
    // Both sides told: the client why, in Spanish; the artist in theirs.
    const told = await waitForMail(email, {
      match: (m) => (m.body.text ?? '').includes('no se pagó en el plazo'),
    });
    expect(told.subject).toBeTruthy();
    const artistMail = await waitForMail(artist.email, {
      match: (m) => m.subject.includes('Lucía') && /unpaid|non payé|sin pagar/i.test(m.subject),
    });
    expect(artistMail.body.text).toContain('Lucía');

    // The schedule fires again (or twice): nothing more.
    const seen = (await mailsTo(email)).length;
    const again = await runDepositDeadlines({ id: 'run-again', time: at });
    expect(again.cancelled).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(email)).toHaveLength(seen);
  });

  it('leaves a booking paid online before the deadline, and refunds it in full when the artist cancels', async () => {
    const accountId = await connectPaymentAccount(artist, db, cloud.urls.app);
    const { booking } = await paidBooking(artist, 'paid', slots[1]!);
    const item = await bookingItem(artist.sub, booking.bookingId);
    const run = await runDepositDeadlines({
      id: 'run-paid',
      time: new Date(Date.parse(item.depositDueAt!) + 60_000).toISOString(),
    });
    expect(run.cancelled).toBe(0);
    expect((await bookingItem(artist.sub, booking.bookingId)).status).toBe('confirmed');

    const cancelled = await api(`/me/bookings/${booking.bookingId}/cancel`, {
      token: artist.idToken,
      body: { reason: 'Enferma' },
    });
    expect(cancelled.status).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await bookingItem(artist.sub, booking.bookingId)).depositPayment?.refundId).toBeTruthy(),
      { timeout: 15_000, interval: 200 },
    );
    const refunds = await stripe.refunds.list(
      { payment_intent: item.depositPayment!.paymentIntentId },
      { stripeAccount: accountId },
    );
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]).toMatchObject({ amount: 4_000, status: 'succeeded' });
    const view = await api<BookingView>(`/me/bookings/${booking.bookingId}`, { token: artist.idToken });
    expect(view.json.payment).toMatchObject({ depositPaidOnline: true, depositRefunded: true });
  });

  it('the client cancels from the portal: refunded with the notice, kept without, told before confirming', async () => {
    const cardOf = async (token: string, bookingId: string) =>
      (await api<PortalBookingList>('/portal/bookings', { token })).json.bookings.find(
        (item) => item.bookingId === bookingId,
      )!;

    // Ten days ahead: more than the 7 days' notice, the deposit comes back in full.
    const [farSlot] = await publicSlotIds(artist, 10);
    const far = await paidBooking(artist, 'cancels', farSlot!);
    expect((await cardOf(far.session.accessToken, far.booking.bookingId)).payment.cancelRefundCents).toBe(
      4_000,
    );
    const cancelled = await api<PortalBooking>(`/portal/bookings/${far.booking.bookingId}/cancel`, {
      token: far.session.accessToken,
      body: { reason: 'Un imprevisto' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ tab: 'canceled' });
    expect(cancelled.json.canCancel).toBeUndefined();
    await vi.waitFor(
      async () =>
        expect((await bookingItem(artist.sub, far.booking.bookingId)).depositPayment?.refundedCents).toBe(
          4_000,
        ),
      { timeout: 15_000, interval: 200 },
    );
    await vi.waitFor(async () => expect(await freeSlots(artist)).toContain(farSlot), {
      timeout: 10_000,
      interval: 250,
    });
    // Cancelling again answers as it is; another client's token finds nothing.
    const again = await api<PortalBooking>(`/portal/bookings/${far.booking.bookingId}/cancel`, {
      token: far.session.accessToken,
      body: {},
    });
    expect(again.status).toBe(200);
    // The cancellation retried, and its event delivered again to billing-sync: still one refund.
    const [cancelledEvent] = await outboxEventsOf(db, far.booking.bookingId, 'booking.cancelled');
    expect(cancelledEvent).toBeDefined();
    await refundCancelledDeposit(cancelledEvent as never);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const farItem = await bookingItem(artist.sub, far.booking.bookingId);
    const farRefunds = await stripe.refunds.list(
      { payment_intent: farItem.depositPayment!.paymentIntentId },
      { stripeAccount: farItem.depositPayment!.accountId },
    );
    expect(farRefunds.data.map((refund) => refund.amount)).toEqual([4_000]);

    // Tomorrow: under the notice, the deposit is kept (the card said so), and no refund is made.
    const [nearSlot] = await publicSlotIds(artist, 1);
    const near = await paidBooking(artist, 'cancels', nearSlot!);
    const stranger = await api(`/portal/bookings/${near.booking.bookingId}/cancel`, {
      token: far.session.accessToken,
      body: {},
    });
    expect(stranger.status).toBe(404);
    expect((await cardOf(near.session.accessToken, near.booking.bookingId)).payment.cancelRefundCents).toBe(
      0,
    );
    const kept = await api(`/portal/bookings/${near.booking.bookingId}/cancel`, {
      token: near.session.accessToken,
      body: {},
    });
    expect(kept.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const nearItem = await bookingItem(artist.sub, near.booking.bookingId);
    expect(nearItem).toMatchObject({ status: 'canceled', canceledBy: 'client' });
    expect(nearItem.depositPayment?.refundId).toBeUndefined();
    const refunds = await stripe.refunds.list(
      { payment_intent: nearItem.depositPayment!.paymentIntentId },
      { stripeAccount: nearItem.depositPayment!.accountId },
    );
    expect(refunds.data).toHaveLength(0);
  });

  it('the client moves a booking within the policy: once, same length, the old slot freed, both told', async () => {
    const email = clientEmail('moves');
    const [fromSlot] = await publicSlotIds(artist, 3);
    const booking = await accepted(artist, email, fromSlot!);
    const session = await portalSession(email);
    const card = (
      await api<PortalBookingList>('/portal/bookings', { token: session.accessToken })
    ).json.bookings.find((item) => item.bookingId === booking.bookingId)!;
    expect(card.movesLeft).toBe(1);
    const day4 = await publicSlotIds(artist, 4);
    const sameLength = day4.find((id) => id.endsWith(`/${fromSlot!.split('/')[1]}`))!;
    const otherLength = day4.find((id) => !id.endsWith(`/${fromSlot!.split('/')[1]}`))!;
    const longer = await api<ErrorBody>(`/portal/bookings/${booking.bookingId}/move`, {
      token: session.accessToken,
      body: { slotId: otherLength },
    });
    expect(longer.status).toBe(400);
    expect(longer.json.error.code).toBe('slot_length_differs');

    const moved = await api<PortalBooking>(`/portal/bookings/${booking.bookingId}/move`, {
      token: session.accessToken,
      body: { slotId: sameLength },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.movesLeft).toBe(0);
    expect(moved.json.slot.slotId).toBe(sameLength);
    const item = await bookingItem(artist.sub, booking.bookingId);
    expect(item).toMatchObject({ slotId: sameLength, clientMoves: 1, sequence: 1 });
    expect(item.history?.at(-1)).toMatchObject({ action: 'moved', by: 'client' });
    await vi.waitFor(async () => expect(await freeSlots(artist)).toContain(fromSlot), {
      timeout: 10_000,
      interval: 250,
    });
    // The client gets the new calendar file, in Spanish; the artist is told.
    const mail = await waitForMail(email, { match: (m) => m.subject.includes('ha cambiado de fecha') });
    expect(mail.attachments?.some((file) => file.filename?.endsWith('.ics'))).toBe(true);
    await waitForMail(artist.email, {
      match: (m) => m.subject.includes('Lucía') && /moved|déplacé|cambió/.test(m.subject),
    });

    // The policy allows one move: the next is refused, in the client's language.
    const again = await api<ErrorBody>(`/portal/bookings/${booking.bookingId}/move`, {
      token: session.accessToken,
      body: { slotId: fromSlot },
      headers: { 'accept-language': 'es' },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(
      'Ya cambiaste esta cita tantas veces como permite la política del artista: escríbele',
    );
    expect((await bookingItem(artist.sub, booking.bookingId)).slotId).toBe(sameLength);
  });
});
