import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as runNotices } from '#functions/consumers/client-notices/send-due-notices.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PortalBooking, PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { touchUpClosingDueAt } from '#shared/domain/booking/client-notices.ts';
import { addMonths } from '#shared/domain/booking/touch-up.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail, on } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptRequest,
  clientBooking,
  expectCode,
  lifecycleArtist,
  pendingRequest,
  saveDepositPolicy,
} from '#tests/support/lifecycle.ts';
import { holdsOf, slicesOf } from '#tests/support/lifecycle-state.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { knownClient, portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The free touch-up (issue 31, item 3; ADR 0094), through the local cloud: the artist's policy
 * promises one within 3 months; once the session is over the client books it from the portal among
 * the artist's slots, free and linked to its booking (the artist sees it so); after the window, or a
 * second time, the API refuses it with a localized 409 and writes nothing.
 */
const { db } = cloudAndDb();
const DAY = 86_400_000;
const POLICY = { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1, touchUpMonths: 3 };

/** A booking accepted on a future slot, then moved into the past: its session ended at `endedAt`. */
async function pastBooking(artist: BookingArtist, email: string, slotId: string, endedAt: Date) {
  const booking = await clientBooking(artist, email, slotId);
  await db.entities.booking
    .patch({ artistId: artist.sub, bookingId: booking.bookingId })
    .set({
      slotStart: new Date(endedAt.getTime() - 2 * 3_600_000).toISOString(),
      slotEnd: endedAt.toISOString(),
    })
    .go();
  return booking;
}

async function portalView(token: string, bookingId: string) {
  const list = await api<PortalBookingList>('/portal/bookings', { token });
  return list.json.bookings.find((item) => item.bookingId === bookingId);
}

const bookTouchUp = (token: string, bookingId: string, slotId: unknown, locale = 'en') =>
  api<PortalBooking & ErrorBody>(`/portal/bookings/${bookingId}/touch-up`, {
    token,
    body: { slotId },
    headers: { 'accept-language': locale },
  });

describe('The free touch-up', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    const current = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    // Out of bounds: a localized refusal, nothing saved.
    const refused = await api<ErrorBody>('/me/reservation-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { ...current.json, depositPolicy: { ...POLICY, touchUpMonths: 30 } },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields?.[0]?.message).toBe('24 meses como máximo');
    await saveDepositPolicy(artist, POLICY);
  });

  it('is booked free inside its window, linked to its booking, once; the client is told once', async () => {
    const email = clientEmail('touch-up');
    const endedAt = new Date(Date.now() - 20 * DAY);
    const original = await pastBooking(artist, email, on(2, '10:00', 120), endedAt);
    const session = await portalSession(email);
    const until = addMonths(endedAt.toISOString(), 3);
    expect((await portalView(session.accessToken, original.bookingId))?.touchUp).toEqual({
      status: 'open',
      until,
    });

    // Another client cannot book it (404); a malformed slot is refused (400); nothing is written.
    const stranger = await portalSession(await knownClient());
    const slotId = on(6, '13:00', 60);
    expect((await bookTouchUp(stranger.accessToken, original.bookingId, slotId)).status).toBe(404);
    expect((await bookTouchUp(session.accessToken, original.bookingId, 'next tuesday')).status).toBe(400);
    expect((await bookTouchUp(session.accessToken, original.bookingId, 42)).status).toBe(400);
    const untouched = await db.entities.booking
      .get({ artistId: artist.sub, bookingId: original.bookingId })
      .go();
    expect(untouched.data?.touchUpBookingId).toBeUndefined();

    const booked = await bookTouchUp(session.accessToken, original.bookingId, slotId);
    expect(booked.status).toBe(200);
    const touchUp = booked.json;
    expect(touchUp).toMatchObject({
      tab: 'upcoming',
      slot: { slotId },
      project: { projectType: 'touchup' },
      payment: { priceCents: 0, paymentState: 'DEPOSIT-PAID' },
      touchUpOf: { bookingId: original.bookingId },
    });
    expect(touchUp.payment.depositCents).toBeUndefined();
    expect(touchUp.bookingId).not.toBe(original.bookingId);
    // Its slot is held: nobody else gets it.
    const slot = { start: touchUp.slot.start, end: touchUp.slot.end };
    expect(await holdsOf(db, artist.sub, touchUp.bookingId)).toEqual(slicesOf(slot));

    // The artist sees it marked as the touch-up of the original, and the original names it.
    const artistView = await api<BookingView>(`/me/bookings/${touchUp.bookingId}`, { token: artist.idToken });
    expect(artistView.json).toMatchObject({
      touchUpOf: { bookingId: original.bookingId },
      payment: { priceCents: 0 },
    });
    expect(artistView.json.history).toMatchObject([{ action: 'touch-up-booked', by: 'client' }]);
    const originalView = await api<BookingView>(`/me/bookings/${original.bookingId}`, {
      token: artist.idToken,
    });
    expect(originalView.json.touchUpBookingId).toBe(touchUp.bookingId);
    expect((await portalView(session.accessToken, original.bookingId))?.touchUp).toEqual({
      status: 'booked',
      until,
    });

    // A retry of the same booking answers it again; a second touch-up is refused.
    const retried = await bookTouchUp(session.accessToken, original.bookingId, slotId);
    expect(retried.status).toBe(200);
    expect(retried.json.bookingId).toBe(touchUp.bookingId);
    const second = await bookTouchUp(session.accessToken, original.bookingId, on(7, '13:00', 60), 'fr');
    await expectCode(second, 409, 'touch_up_booked');
    expect(second.json.error.message).toBe('La retouche de ce rendez-vous est déjà réservée');

    // The client's confirmation says it is free, once.
    const mail = await waitForMail(email, {
      match: (m) => m.body.text?.includes('This touch-up is free') === true,
    });
    expect(mail.body.text).not.toContain('Price:');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      (await mailsTo(email)).filter((m) => m.body.text?.includes('This touch-up is free') === true),
    ).toHaveLength(1);
  });

  it('is refused after its window, before the session is over, and outside the window', async () => {
    const email = clientEmail('touch-up-late');
    // The window closed: the portal offers nothing, the API refuses, localized.
    const closed = await pastBooking(artist, email, on(3, '10:00', 120), new Date(Date.now() - 100 * DAY));
    const session = await portalSession(email);
    expect((await portalView(session.accessToken, closed.bookingId))?.touchUp).toBeUndefined();
    const late = await bookTouchUp(session.accessToken, closed.bookingId, on(6, '16:00', 120));
    await expectCode(late, 409, 'touch_up_closed');
    expect(late.json.error.message).toBe(
      'The free touch-up of this appointment is no longer available: its window has closed',
    );
    const lateEs = await bookTouchUp(session.accessToken, closed.bookingId, on(6, '16:00', 120), 'es');
    expect(lateEs.json.error.message).toBe(
      'El retoque gratuito de esta cita ya no está disponible: su plazo terminó',
    );

    // The session is still ahead: not yet.
    const { requestId } = await pendingRequest(artist, on(4, '10:00', 120), {
      client: { firstName: 'Alex', lastName: 'Client', age: 30, email, alreadyTattooed: true } as never,
    });
    expect((await acceptRequest(artist, requestId)).status).toBe(201);
    await expectCode(
      await bookTouchUp(session.accessToken, requestId, on(6, '16:00', 120)),
      409,
      'touch_up_not_yet',
    );

    // The window closes within four days (three months after a session 88 days ago): a slot six days out is outside it.
    const closing = await pastBooking(artist, email, on(5, '10:00', 120), new Date(Date.now() - 88 * DAY));
    expect((await portalView(session.accessToken, closing.bookingId))?.touchUp?.status).toBe('open');
    await expectCode(
      await bookTouchUp(session.accessToken, closing.bookingId, on(6, '10:00', 120)),
      409,
      'touch_up_after_window',
    );
    for (const booking of [closed, closing]) {
      const item = await db.entities.booking.get({ artistId: artist.sub, bookingId: booking.bookingId }).go();
      expect(item.data?.touchUpBookingId).toBeUndefined();
    }
  });

  it('tells the client once, two weeks before the window closes, while the touch-up is not booked', async () => {
    const email = clientEmail('touch-up-closing');
    const open = await clientBooking(artist, email, on(8, '10:00', 120));
    const booked = await clientBooking(artist, email, on(8, '16:00', 120));
    const closingOf = async (bookingId: string) => {
      const { data } = await db.entities.clientNotice.scan
        .where(
          ({ bookingId: id, notice }, { eq }) => `${eq(id, bookingId)} AND ${eq(notice, 'touchUpClosing')}`,
        )
        .go({ pages: 'all' });
      return data;
    };
    // Planned with the booking's other notices, 10:00 in Paris 14 days before the window closes.
    const until = addMonths(open.slot.end, 3);
    await vi.waitFor(async () => expect(await closingOf(open.bookingId)).toHaveLength(1), {
      timeout: 15_000,
    });
    const [planned] = await closingOf(open.bookingId);
    expect(planned?.dueAt).toBe(touchUpClosingDueAt(until, 'Europe/Paris').toISOString());
    await vi.waitFor(async () => expect(await closingOf(booked.bookingId)).toHaveLength(1), {
      timeout: 15_000,
    });
    // The other booking's touch-up is booked meanwhile: its notice is skipped.
    await db.entities.booking
      .patch({ artistId: artist.sub, bookingId: booked.bookingId })
      .set({ touchUpBookingId: 'booked-meanwhile' })
      .go();

    // The schedule fires twice at once, then once more: one email.
    const time = planned!.dueAt;
    await Promise.all([runNotices({ id: 'closing-a', time }), runNotices({ id: 'closing-b', time })]);
    await runNotices({ id: 'closing-c', time });
    const closingMail = (m: { subject: string }) => m.subject.startsWith('Your free touch-up with');
    const mail = await waitForMail(email, { match: closingMail });
    expect(mail.body.text).toContain('Book your free touch-up before');
    expect(mail.body.text).toContain('Book my free touch-up');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(email)).filter(closingMail)).toHaveLength(1);
    expect((await closingOf(open.bookingId))[0]).toMatchObject({ outcome: 'sent' });
    expect((await closingOf(booked.bookingId))[0]).toMatchObject({ outcome: 'skipped' });
  });
});
