import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail, on } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { clientBooking, expectCode, lifecycleArtist, saveDepositPolicy } from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The late-arrival rule (issue 31, item 3; ADR 0097), through the local cloud: the policy says more
 * than 15 minutes late forfeits the deposit; the artist marks a started booking whose deposit is paid,
 * once (the event, the client's email, the history line, the balance); only its owner, only after
 * its start, only with the rule and a paid deposit, each refusal localized and writing nothing.
 */
const { db } = cloudAndDb();
const POLICY = { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1, lateArrivalMinutes: 15 };
const lateMail = (m: { body: { text?: string | undefined } }) =>
  m.body.text?.includes('more than 15 minutes late') === true;

/** A booking with its deposit paid, its start moved to `startedAgoMinutes` ago (negative: ahead). */
async function paidBooking(artist: BookingArtist, email: string, slotId: string, startedAgoMinutes: number) {
  const { bookingId } = await clientBooking(artist, email, slotId);
  const paid = await api<BookingView>(`/me/bookings/${bookingId}/payment`, {
    method: 'PUT',
    token: artist.idToken,
    body: { paymentState: 'DEPOSIT-PAID', note: '' },
  });
  expect(paid.status).toBe(200);
  const start = Date.now() - startedAgoMinutes * 60_000;
  await db.entities.booking
    .patch({ artistId: artist.sub, bookingId })
    .set({ slotStart: new Date(start).toISOString(), slotEnd: new Date(start + 2 * 3_600_000).toISOString() })
    .go();
  return bookingId;
}

const markLate = (artist: BookingArtist, bookingId: string, locale = 'en') =>
  api<BookingView & ErrorBody>(`/me/bookings/${bookingId}/late-arrival`, {
    token: artist.idToken,
    body: {},
    headers: { 'accept-language': locale },
  });

const stored = async (artist: BookingArtist, bookingId: string) =>
  (await db.entities.booking.get({ artistId: artist.sub, bookingId }).go()).data;

describe('A late arrival', () => {
  let artist: BookingArtist;
  let other: BookingArtist;
  beforeAll(async () => {
    [artist, other] = await Promise.all([lifecycleArtist(db), lifecycleArtist(db)]);
    const current = await api<ErrorBody>('/me/reservation-settings', { token: artist.idToken });
    const refused = await api<ErrorBody>('/me/reservation-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { ...(current.json as object), depositPolicy: { ...POLICY, lateArrivalMinutes: 200 } },
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields?.[0]?.message).toBe('120 minutes au plus');
    await saveDepositPolicy(artist, POLICY);
  });

  it('forfeits the deposit of a started booking, by its owner only, once; the client is told once', async () => {
    const email = clientEmail('late-arrival');
    const bookingId = await paidBooking(artist, email, on(2, '10:00', 120), 30);
    const before = await api<BookingView>(`/me/bookings/${bookingId}`, { token: artist.idToken });
    expect(before.json.lateArrival).toEqual({ minutes: 15 });

    // Another artist cannot mark it (404), and nothing is written.
    expect((await markLate(other, bookingId)).status).toBe(404);
    expect((await stored(artist, bookingId))?.lateArrivalAt).toBeUndefined();

    const marked = await markLate(artist, bookingId);
    expect(marked.status).toBe(200);
    expect(marked.json.lateArrival?.minutes).toBe(15);
    expect(marked.json.lateArrival?.at).toEqual(expect.any(String));
    expect(marked.json.payment.paymentState).toBe('DEPOSIT-PAID');
    expect(marked.json.history.at(-1)).toMatchObject({ action: 'late-arrival', by: 'artist' });

    // A retry answers it as it is: no second history line, no second email.
    const again = await markLate(artist, bookingId);
    expect(again.status).toBe(200);
    expect(again.json.lateArrival?.at).toBe(marked.json.lateArrival?.at);
    expect(again.json.history.filter((entry) => entry.action === 'late-arrival')).toHaveLength(1);

    const mail = await waitForMail(email, { match: lateMail });
    expect(mail.body.text).toMatch(/50/);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(email)).filter(lateMail)).toHaveLength(1);

    // The client's portal says the deposit is kept.
    const session = await portalSession(email);
    const list = await api<PortalBookingList>('/portal/bookings', { token: session.accessToken });
    const seen = list.json.bookings.find((item) => item.bookingId === bookingId);
    expect(seen?.payment.depositForfeited).toBe(true);
  });

  it('is refused before the start, without a paid deposit, without the rule: localized, nothing written', async () => {
    const ahead = await paidBooking(artist, clientEmail('late-ahead'), on(3, '10:00', 120), -60);
    const early = await markLate(artist, ahead, 'es');
    await expectCode(early, 409, 'late_arrival_too_soon');
    expect(early.json.error.message).toBe('Un retraso se indica una vez pasada la hora de la cita');
    expect((await stored(artist, ahead))?.lateArrivalAt).toBeUndefined();

    const unpaid = await paidBooking(artist, clientEmail('late-unpaid'), on(3, '13:00', 60), 30);
    await db.entities.booking
      .patch({ artistId: artist.sub, bookingId: unpaid })
      .set({ paymentState: 'WAITING-FOR-DEPOSIT' })
      .go();
    await expectCode(await markLate(artist, unpaid), 409, 'late_arrival_no_deposit');
    expect((await stored(artist, unpaid))?.lateArrivalAt).toBeUndefined();

    // A booking whose copy of the policy has no such rule: the artist's current one does not count.
    const ruleless = await paidBooking(artist, clientEmail('late-ruleless'), on(3, '16:00', 120), 30);
    await db.entities.booking
      .patch({ artistId: artist.sub, bookingId: ruleless })
      .set({ depositPolicy: { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1 } })
      .go();
    const view = await api<BookingView>(`/me/bookings/${ruleless}`, { token: artist.idToken });
    expect(view.json.lateArrival).toBeUndefined();
    const norule = await markLate(artist, ruleless, 'fr');
    await expectCode(norule, 409, 'late_arrival_no_rule');
    expect(norule.json.error.message).toContain('ne prévoit pas de retard');
    expect((await stored(artist, ruleless))?.history?.some((e) => e.action === 'late-arrival')).toBe(false);
  });
});
