import { describe, expect, it } from 'vitest';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { weekOf } from '#shared/domain/today.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, on, parisDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptedBooking, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';

/**
 * The artist's Today (`GET /me/today`) against the real local cloud: tomorrow's appointments, the
 * pending requests and the oldest's age, this week's confirmed revenue, the setup checklist, and a
 * setup step marked once; another artist sees only their own.
 */
const { db } = cloudAndDb();

const today = (artist: BookingArtist) => api<MyToday>('/me/today', { token: artist.idToken });

describe('Today', () => {
  it('gives tomorrow’s appointments, pending requests, the week’s revenue and the checklist in one answer', async () => {
    const artist = await lifecycleArtist(db);
    const tomorrow = await acceptedBooking(artist, on(1, '10:00', 120), {
      priceCents: 15_000,
      depositCents: 5_000,
    });
    const later = await acceptedBooking(artist, on(3, '16:00', 120), { priceCents: 9_000 });
    const first = await pendingRequest(artist, on(2, '13:00', 60));
    await pendingRequest(artist, on(4, '13:00', 60));

    const answer = await today(artist);
    expect(answer.status).toBe(200);
    const { json } = answer;
    expect(json.timezone).toBe('Europe/Paris');
    expect(json.today).toBe(parisDay(0));
    expect(json.appointments.map((booking) => booking.bookingId)).toEqual([tomorrow.bookingId]);
    expect(json.appointments[0]).toMatchObject({
      client: tomorrow.client,
      slot: { localStart: '10:00' },
      payment: tomorrow.payment,
    });
    expect(json.pending.count).toBe(2);
    const stored = await db.entities.bookingRequest
      .get({ artistId: artist.sub, requestId: first.requestId })
      .go();
    expect(json.pending.oldestCreatedAt).toBe(stored.data?.createdAt);

    const week = weekOf(parisDay(0));
    const inWeek = (day: number) => parisDay(day) >= week.from && parisDay(day) <= week.to;
    const expected = (inWeek(1) ? 15_000 : 0) + (inWeek(3) ? 9_000 : 0);
    expect(json.weekRevenue).toEqual(expected ? [{ currency: 'EUR', cents: expected }] : []);
    expect(later.bookingId).not.toBe(tomorrow.bookingId);

    // Availability and booking settings saved; no picture, bio, flash, nor shared page yet.
    expect(json.checklist).toEqual({
      picture: false,
      bio: false,
      flash: false,
      availability: true,
      bookingSettings: true,
      shared: false,
    });
    expect(json.requestLimit).toEqual({
      used: 4,
      max: null,
      resetsOn: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });
  });

  it('marks the page shared once, refuses an unknown step, and keeps each artist to their own', async () => {
    const artist = await lifecycleArtist(db);
    const other = await lifecycleArtist(db);
    await pendingRequest(artist, on(2, '13:00', 60));

    const marked = await api<{ checklist: MyToday['checklist'] }>('/me/setup-steps/shared', {
      method: 'POST',
      token: artist.idToken,
    });
    expect(marked.status).toBe(200);
    expect(marked.json.checklist.shared).toBe(true);
    expect((await api('/me/setup-steps/shared', { method: 'POST', token: artist.idToken })).status).toBe(200);
    const item = await db.entities.artist.get({ artistId: artist.sub }).go();
    expect([...(item.data?.setupSteps ?? [])].sort()).toEqual(['bookingSettings', 'shared']);

    const unknown = await api<{ error: { code: string } }>('/me/setup-steps/picture', {
      method: 'POST',
      token: artist.idToken,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe('validation_failed');

    const theirs = await today(other);
    expect(theirs.json.pending.count).toBe(0);
    expect(theirs.json.checklist.shared).toBe(false);
    expect((await api('/me/today')).status).toBe(401);
  });
});
