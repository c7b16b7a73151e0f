import { describe, expect, it } from 'vitest';
import type { BookingList, BookingView, CalendarList } from '#shared/api/contracts/bookings.ts';
import { startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist } from '#tests/support/artists.ts';
import { type BookingArtist, on, parisDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptedBooking,
  expectCode,
  lifecycleArtist,
  pendingRequest,
  publicSlotIds,
} from '#tests/support/lifecycle.ts';
import { holdsOf, lifecycleState, outboxEventsOf, slicesOf } from '#tests/support/lifecycle-state.ts';
import { clientToken, type ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The artist's bookings (`/app/bookings`) against the real local cloud: the list by tab and the
 * calendar window, the payment state and its rule, moving (atomic, a new .ics sequence) and
 * cancelling (frees the slot), the refusals of a cancelled or past booking, and another artist or a
 * client seeing nothing. Each test has its own artist.
 */
const { db } = cloudAndDb();

const payment = (
  artist: BookingArtist,
  bookingId: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  api<BookingView>(`/me/bookings/${bookingId}/payment`, {
    method: 'PUT',
    token: artist.idToken,
    body,
    headers,
  });
const moveBooking = (artist: BookingArtist, bookingId: string, slotId: string) =>
  api<BookingView>(`/me/bookings/${bookingId}/move`, { token: artist.idToken, body: { slotId } });
const cancelBooking = (artist: BookingArtist, bookingId: string, body: unknown = {}) =>
  api<BookingView>(`/me/bookings/${bookingId}/cancel`, { token: artist.idToken, body });
const list = (artist: BookingArtist, query = '') =>
  api<BookingList>(`/me/bookings${query}`, { token: artist.idToken });
const calendar = (artist: BookingArtist, query: string) =>
  api<CalendarList>(`/me/calendar${query}`, { token: artist.idToken });
const idsOf = (answer: { json: BookingList | CalendarList }) =>
  answer.json.bookings.map((booking) => booking.bookingId);

/** Makes a booking's slot a past one (as time would): 10:00 to 11:00 a week ago, Paris time. */
async function intoThePast(artistId: string, bookingId: string) {
  const start = new Date(startOfLocalDay('Europe/Paris', parisDay(-7)).getTime() + 10 * 3_600_000);
  await db.entities.booking
    .patch({ artistId, bookingId })
    .set({
      slotId: `${parisDay(-7)}T10:00/60`,
      slotStart: start.toISOString(),
      slotEnd: new Date(start.getTime() + 3_600_000).toISOString(),
    })
    .go();
}

describe('the bookings list and calendar', () => {
  it('shows a booking that runs past midnight on both of its days in the calendar', async () => {
    const artist = await lifecycleArtist(db);
    const { bookingId } = await acceptedBooking(artist, on(6, '10:00', 120));
    // As if the artist had booked a late session: 22:00 to 02:00 the next day, Paris time.
    const start = new Date(startOfLocalDay('Europe/Paris', parisDay(6)).getTime() + 22 * 3_600_000);
    await db.entities.booking
      .patch({ artistId: artist.sub, bookingId })
      .set({
        slotId: `${parisDay(6)}T22:00/240`,
        slotStart: start.toISOString(),
        slotEnd: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      })
      .go();

    const window = (from: number, to: number) =>
      calendar(artist, `?from=${parisDay(from)}&to=${parisDay(to)}`);
    expect(idsOf(await window(6, 6))).toEqual([bookingId]);
    expect(idsOf(await window(7, 7))).toEqual([bookingId]);
    expect(idsOf(await window(8, 9))).toEqual([]);
    expect(idsOf(await window(4, 5))).toEqual([]);
  });

  it('lists by tab (upcoming soonest first, past and canceled latest first) and the calendar by window', async () => {
    const artist = await lifecycleArtist(db);
    const later = await acceptedBooking(artist, on(4, '10:00', 120));
    const sooner = await acceptedBooking(artist, on(2, '13:00', 60));
    const past = await acceptedBooking(artist, on(3, '16:00', 120));
    await intoThePast(artist.sub, past.bookingId);
    const canceled = await acceptedBooking(artist, on(5, '10:00', 120));
    expect((await cancelBooking(artist, canceled.bookingId)).status).toBe(200);

    const upcoming = await list(artist);
    expect(upcoming.status).toBe(200);
    expect(upcoming.json.timezone).toBe('Europe/Paris');
    expect(idsOf(upcoming)).toEqual([sooner.bookingId, later.bookingId]);
    expect(idsOf(await list(artist, '?tab=upcoming'))).toEqual([sooner.bookingId, later.bookingId]);
    expect(idsOf(await list(artist, '?tab=past'))).toEqual([past.bookingId]);
    expect(idsOf(await list(artist, '?tab=canceled'))).toEqual([canceled.bookingId]);
    expect((await list(artist, '?tab=past')).json.bookings[0]?.tab).toBe('past');

    // The calendar: every booking whose slot's local day is in the window, cancelled ones included,
    // with what its chips show and no more (ADR 0103).
    const window = await calendar(artist, `?from=${parisDay(2)}&to=${parisDay(5)}`);
    expect(idsOf(window)).toEqual([sooner.bookingId, later.bookingId, canceled.bookingId]);
    expect(window.json.timezone).toBe('Europe/Paris');
    expect(window.json.bookings[0]).toEqual({
      bookingId: sooner.bookingId,
      tab: 'upcoming',
      project: { projectType: sooner.project.projectType },
      client: { firstName: sooner.client.firstName, lastName: sooner.client.lastName },
      slot: { start: sooner.slot.start, end: sooner.slot.end },
    });
    expect(window.json.bookings[2]?.tab).toBe('canceled');
    expect(idsOf(await calendar(artist, `?from=${parisDay(4)}&to=${parisDay(4)}`))).toEqual([
      later.bookingId,
    ]);

    const tooLong = await calendar(artist, `?from=${parisDay(0)}&to=${parisDay(62)}`);
    expect(tooLong.status).toBe(400);
    expect((tooLong.json as unknown as ErrorBody).error.fields?.[0]?.key).toBe(
      'validation.lifecycle.windowTooLong',
    );
    expect((await calendar(artist, `?from=${parisDay(3)}&to=${parisDay(2)}`)).status).toBe(400);
    const half = await calendar(artist, `?from=${parisDay(3)}`);
    expect(half.status).toBe(400);
    expect((half.json as unknown as ErrorBody).error.fields?.[0]?.path).toBe('to');
    expect((await list(artist, '?tab=someday')).status).toBe(400);

    const one = await api<BookingView>(`/me/bookings/${later.bookingId}`, { token: artist.idToken });
    expect(one.status).toBe(200);
    expect(one.json).toEqual(later);
  });
});

describe('the payment state', () => {
  it('moves from waiting for the deposit to paid, with a note and one event per real change', async () => {
    const artist = await lifecycleArtist(db);
    const booking = await acceptedBooking(artist, on(2, '10:00', 120));
    expect(booking.payment.paymentState).toBe('WAITING-FOR-DEPOSIT');

    const paid = await payment(artist, booking.bookingId, { paymentState: 'DEPOSIT-PAID', note: ' Cash ' });
    expect(paid.status).toBe(200);
    expect(paid.json.payment).toEqual({
      priceCents: 15_000,
      depositCents: 5_000,
      currency: 'EUR',
      paymentState: 'DEPOSIT-PAID',
      paymentNote: 'Cash',
    });
    expect(paid.json.history.at(-1)).toMatchObject({
      action: 'payment-updated',
      by: 'artist',
      paymentState: 'DEPOSIT-PAID',
    });
    const [event] = await outboxEventsOf(db, booking.bookingId, 'payment.updated');
    expect(event).toMatchObject({
      bookingId: booking.bookingId,
      previousState: 'WAITING-FOR-DEPOSIT',
      paymentState: 'DEPOSIT-PAID',
      note: 'Cash',
      priceCents: 15_000,
      depositCents: 5_000,
    });

    // The same state and note again: answered, nothing written.
    const same = await payment(artist, booking.bookingId, { paymentState: 'DEPOSIT-PAID', note: 'Cash' });
    expect(same.status).toBe(200);
    expect(same.json).toEqual(paid.json);
    expect(await outboxEventsOf(db, booking.bookingId, 'payment.updated')).toHaveLength(1);

    // A note-only change, then the total; back to waiting is allowed while there is a deposit.
    const noted = await payment(artist, booking.bookingId, { paymentState: 'DEPOSIT-PAID' });
    expect(noted.json.payment.paymentNote).toBeUndefined();
    expect(
      (await payment(artist, booking.bookingId, { paymentState: 'TOTAL-PAID' })).json.payment.paymentState,
    ).toBe('TOTAL-PAID');
    expect(
      (await payment(artist, booking.bookingId, { paymentState: 'WAITING-FOR-DEPOSIT' })).json.payment
        .paymentState,
    ).toBe('WAITING-FOR-DEPOSIT');
    const events = await outboxEventsOf(db, booking.bookingId, 'payment.updated');
    expect(events.map((e) => `${e.previousState}>${e.paymentState}`).sort()).toEqual(
      [
        'WAITING-FOR-DEPOSIT>DEPOSIT-PAID',
        'DEPOSIT-PAID>DEPOSIT-PAID',
        'DEPOSIT-PAID>TOTAL-PAID',
        'TOTAL-PAID>WAITING-FOR-DEPOSIT',
      ].sort(),
    );
    // A past booking's payment can still be set (the total is often paid at the session).
    await intoThePast(artist.sub, booking.bookingId);
    expect((await payment(artist, booking.bookingId, { paymentState: 'TOTAL-PAID' })).status).toBe(200);
  });

  it('never lets a booking without a deposit wait for one (400, localized), and refuses a cancelled one', async () => {
    const artist = await lifecycleArtist(db);
    const booking = await acceptedBooking(artist, on(2, '13:00', 60), { priceCents: 8_000 });
    expect(booking.payment).toEqual({ priceCents: 8_000, currency: 'EUR', paymentState: 'DEPOSIT-PAID' });
    const before = await lifecycleState(db, artist.sub);

    const refused = await payment(
      artist,
      booking.bookingId,
      { paymentState: 'WAITING-FOR-DEPOSIT' },
      {
        'accept-language': 'es',
      },
    );
    expect(refused.status).toBe(400);
    expect((refused.json as unknown as ErrorBody).error.fields).toEqual([
      {
        path: 'paymentState',
        key: 'validation.lifecycle.noDepositToWait',
        message: 'Esta cita no tiene depósito: no puede estar pendiente de depósito',
      },
    ]);
    expect((await payment(artist, booking.bookingId, { paymentState: 'PAID-ISH' })).status).toBe(400);
    expect(
      (await payment(artist, booking.bookingId, { paymentState: 'TOTAL-PAID', note: 'x'.repeat(501) }))
        .status,
    ).toBe(400);
    const malformed = await api(`/me/bookings/${booking.bookingId}/payment`, {
      method: 'PUT',
      token: artist.idToken,
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    await expectCode(malformed, 400, 'malformed_json');
    expect(await lifecycleState(db, artist.sub)).toEqual(before);
    expect(await outboxEventsOf(db, booking.bookingId, 'payment.updated')).toEqual([]);

    expect((await cancelBooking(artist, booking.bookingId)).status).toBe(200);
    await expectCode(
      await payment(artist, booking.bookingId, { paymentState: 'TOTAL-PAID' }),
      409,
      'booking_canceled',
    );
  });
});

describe('moving a booking', () => {
  it('moves it atomically with a new calendar sequence; the old slot is bookable again', async () => {
    const artist = await lifecycleArtist(db);
    const from = on(2, '10:00', 120);
    const to = on(3, '16:00', 120);
    const booking = await acceptedBooking(artist, from);

    const moved = await moveBooking(artist, booking.bookingId, to);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({
      tab: 'upcoming',
      slot: { slotId: to, localStart: '16:00' },
      payment: booking.payment,
    });
    expect(moved.json.history.at(-1)).toMatchObject({ action: 'moved', by: 'artist' });
    expect(await holdsOf(db, artist.sub, booking.bookingId)).toEqual(slicesOf(moved.json.slot));
    expect(await publicSlotIds(artist, 2)).toContain(from);
    expect(await publicSlotIds(artist, 3)).not.toContain(to);
    const { bookings } = await lifecycleState(db, artist.sub);
    expect(bookings[0]?.sequence).toBe(1);
    const events = await outboxEventsOf(db, booking.bookingId, 'slot.moved');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'booking',
      bookingId: booking.bookingId,
      sequence: 1,
      from: { slotId: from },
      to: { slotId: to },
    });

    // To its own slot: nothing. To a held slot: 409, nothing changed.
    expect((await moveBooking(artist, booking.bookingId, to)).status).toBe(200);
    const other = await pendingRequest(artist, on(4, '13:00', 60));
    const before = await lifecycleState(db, artist.sub);
    await expectCode(await moveBooking(artist, booking.bookingId, on(4, '13:00', 60)), 409, 'slot_taken');
    // Outside the working hours (10:00-12:00, 13:00-14:00, 16:00-18:00): not offered.
    await expectCode(
      await moveBooking(artist, booking.bookingId, on(4, '08:00', 60)),
      409,
      'slot_unavailable',
    );
    expect(await lifecycleState(db, artist.sub)).toEqual(before);
    expect(await outboxEventsOf(db, booking.bookingId, 'slot.moved')).toHaveLength(1);
    expect(other.requestId).not.toBe(booking.bookingId);
  });
});

describe('moving keeps the appointment whole (issue 15)', () => {
  it('keeps its length by default, at any quarter-hour start inside the working hours', async () => {
    const artist = await lifecycleArtist(db);
    const booking = await acceptedBooking(artist, on(2, '13:00', 60));

    // The artist's slots for a 1-hour appointment: every quarter hour where one hour fits.
    const slots = await api<{ days: { date: string; slots: [string, number][] }[] }>(
      `/me/slots?from=${parisDay(3)}&days=1&durationMinutes=60`,
      { token: artist.idToken },
    );
    expect(slots.status).toBe(200);
    expect(slots.json.days[0]?.slots).toEqual([
      ['10:00', 60],
      ['10:15', 60],
      ['10:30', 60],
      ['10:45', 60],
      ['11:00', 60],
      ['13:00', 60],
      ['16:00', 60],
      ['16:15', 60],
      ['16:30', 60],
      ['16:45', 60],
      ['17:00', 60],
    ]);

    // Into the 2-hour stretch at 16:30: it stays 1 hour (not the slot's 2).
    const moved = await moveBooking(artist, booking.bookingId, on(3, '16:30', 60));
    expect(moved.status).toBe(200);
    expect(moved.json.slot).toMatchObject({
      slotId: on(3, '16:30', 60),
      localStart: '16:30',
      durationMinutes: 60,
    });
    expect(Date.parse(moved.json.slot.end) - Date.parse(moved.json.slot.start)).toBe(3_600_000);
    expect(await holdsOf(db, artist.sub, booking.bookingId)).toEqual(slicesOf(moved.json.slot));

    // A length changed on purpose fits or not: 90 minutes from 16:30 fits in 16:00-18:00, 2 hours do not.
    expect((await moveBooking(artist, booking.bookingId, on(3, '16:30', 90))).status).toBe(200);
    await expectCode(
      await moveBooking(artist, booking.bookingId, on(3, '16:30', 120)),
      409,
      'slot_unavailable',
    );
    await expectCode(
      await moveBooking(artist, booking.bookingId, on(3, '16:10', 60)),
      409,
      'slot_unavailable',
    );
    // Bad lengths are refused by the contract, with nothing read.
    expect((await api(`/me/slots?durationMinutes=7`, { token: artist.idToken })).status).toBe(400);
  });
});

describe('cancelling a booking', () => {
  it('frees the slot, records booking.cancelled by the artist once, then refuses changes', async () => {
    const artist = await lifecycleArtist(db);
    const slotId = on(2, '16:00', 120);
    const booking = await acceptedBooking(artist, slotId);
    expect(await publicSlotIds(artist, 2)).not.toContain(slotId);

    const canceled = await cancelBooking(artist, booking.bookingId, { reason: 'I am ill, sorry' });
    expect(canceled.status).toBe(200);
    expect(canceled.json).toMatchObject({
      tab: 'canceled',
      canceledBy: 'artist',
      cancelReason: 'I am ill, sorry',
      canceledAt: expect.any(String),
    });
    expect(canceled.json.history.at(-1)).toMatchObject({ action: 'cancelled', by: 'artist' });
    expect(await holdsOf(db, artist.sub, booking.bookingId)).toEqual([]);
    expect(await publicSlotIds(artist, 2)).toContain(slotId);

    const again = await cancelBooking(artist, booking.bookingId);
    expect(again.status).toBe(200);
    expect(again.json.tab).toBe('canceled');
    const events = await outboxEventsOf(db, booking.bookingId, 'booking.cancelled');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      by: 'artist',
      reason: 'I am ill, sorry',
      paymentState: 'WAITING-FOR-DEPOSIT',
      sequence: 0,
      slot: { slotId },
      artist: { email: artist.email, notifyCancellations: true },
    });
    await expectCode(
      await moveBooking(artist, booking.bookingId, on(3, '10:00', 120)),
      409,
      'booking_canceled',
    );
    // Someone else can book the freed slot.
    expect((await pendingRequest(artist, slotId)).requestId).not.toBe(booking.bookingId);
  });

  it('refuses to cancel or move a booking already over', async () => {
    const artist = await lifecycleArtist(db);
    const booking = await acceptedBooking(artist, on(2, '10:00', 120));
    await intoThePast(artist.sub, booking.bookingId);
    const before = await lifecycleState(db, artist.sub);
    await expectCode(await cancelBooking(artist, booking.bookingId), 409, 'booking_past');
    await expectCode(await moveBooking(artist, booking.bookingId, on(3, '10:00', 120)), 409, 'booking_past');
    expect(await lifecycleState(db, artist.sub)).toEqual(before);
    expect(await outboxEventsOf(db, booking.bookingId, 'booking.cancelled')).toEqual([]);
  });
});

describe('ownership', () => {
  it('another artist gets 404 on every booking route and changes nothing; a client token is refused', async () => {
    const artist = await lifecycleArtist(db);
    const booking = await acceptedBooking(artist, on(2, '10:00', 120));
    const [other, onboardedOther] = await Promise.all([signUpArtist(), lifecycleArtist(db)]);
    const before = await lifecycleState(db, artist.sub);
    const id = booking.bookingId;

    for (const { idToken: token } of [other, onboardedOther]) {
      await expectCode(await api(`/me/bookings/${id}`, { token }), 404, 'not_found');
      await expectCode(
        await api(`/me/bookings/${id}/move`, { token, body: { slotId: on(3, '10:00', 120) } }),
        404,
        'not_found',
      );
      await expectCode(await api(`/me/bookings/${id}/cancel`, { token, body: {} }), 404, 'not_found');
      await expectCode(
        await api(`/me/bookings/${id}/payment`, {
          method: 'PUT',
          token,
          body: { paymentState: 'TOTAL-PAID' },
        }),
        404,
        'not_found',
      );
    }
    expect((await list(onboardedOther)).json.bookings).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectCode(await api(`/me/bookings/${unknown}`, { token: artist.idToken }), 404, 'not_found');

    const client = await clientToken();
    for (const path of ['/me/bookings', `/me/bookings/${id}`]) {
      expect([401, 403]).toContain((await api(path, { token: client })).status);
    }
    expect([401, 403]).toContain(
      (await api(`/me/bookings/${id}/cancel`, { token: client, body: {} })).status,
    );
    expect(await lifecycleState(db, artist.sub)).toEqual(before);
  });
});
