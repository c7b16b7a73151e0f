import { beforeAll, describe, expect, it } from 'vitest';
import { handler as runLifetimes } from '#functions/consumers/deposits/expire-kept-deposits.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PortalBooking, PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { addMonths } from '#shared/domain/booking/touch-up.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail, on } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { clientBooking, lifecycleArtist, saveDepositPolicy } from '#tests/support/lifecycle.ts';
import { type Mail, mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';

/**
 * A kept deposit's lifetime (issue 31, item 3; ADR 0097), through the local cloud: the policy keeps
 * a deposit 6 months after the client's own late cancellation; the daily job, run at dates ahead,
 * tells the client 14 days before and expires it at the date, once each however often it runs; the
 * booking then shows it expired to both sides. A client who booked with the artist again since
 * hears nothing and keeps it.
 */
const { db } = cloudAndDb();
const DAY = 86_400_000;
const POLICY = { payWithinHours: 0, refundUntilDays: 7, maxClientMoves: 1, depositValidMonths: 6 };
const soonMail = (m: Mail) => m.subject.includes('expires on');
const expiredMail = (m: Mail) => m.subject.includes('has expired');
const run = (at: number) => runLifetimes({ time: new Date(at).toISOString(), id: `run-${at}` });

/** A booking 2 days ahead with its deposit paid, cancelled by its client: under 7 days' notice, kept. */
async function keptDeposit(artist: BookingArtist, email: string, slotId: string) {
  const { bookingId } = await clientBooking(artist, email, slotId);
  await api(`/me/bookings/${bookingId}/payment`, {
    method: 'PUT',
    token: artist.idToken,
    body: { paymentState: 'DEPOSIT-PAID', note: '' },
  });
  const session = await portalSession(email);
  const cancelled = await api<PortalBooking>(`/portal/bookings/${bookingId}/cancel`, {
    token: session.accessToken,
    body: {},
  });
  expect(cancelled.status).toBe(200);
  const item = (await db.entities.booking.get({ artistId: artist.sub, bookingId }).go()).data!;
  return { bookingId, session, expiresAt: Date.parse(addMonths(item.canceledAt!, 6)) };
}

const stored = async (artist: BookingArtist, bookingId: string) =>
  (await db.entities.booking.get({ artistId: artist.sub, bookingId }).go()).data;

describe('A kept deposit’s lifetime', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    await saveDepositPolicy(artist, POLICY);
  });

  it('warns the client 14 days before, then expires it, once each; both sides see it expired', async () => {
    const email = clientEmail('deposit-lifetime');
    const { bookingId, session, expiresAt } = await keptDeposit(artist, email, on(2, '10:00', 120));

    // Long before: nothing.
    await run(expiresAt - 30 * DAY);
    expect((await stored(artist, bookingId))?.depositExpiryWarnedAt).toBeUndefined();

    // Ten days before, twice: one warning.
    await run(expiresAt - 10 * DAY);
    await run(expiresAt - 10 * DAY + 3_600_000);
    expect((await stored(artist, bookingId))?.depositExpiryWarnedAt).toEqual(expect.any(String));
    const soon = await waitForMail(email, { match: soonMail });
    expect(soon.body.text).toContain('counts toward a new appointment');
    expect((await stored(artist, bookingId))?.depositExpiredAt).toBeUndefined();

    // At the date, twice: expired once.
    await run(expiresAt + 3_600_000);
    await run(expiresAt + 2 * 3_600_000);
    expect((await stored(artist, bookingId))?.depositExpiredAt).toEqual(expect.any(String));
    await waitForMail(email, { match: expiredMail });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = await mailsTo(email);
    expect(mails.filter(soonMail)).toHaveLength(1);
    expect(mails.filter(expiredMail)).toHaveLength(1);

    const artistView = await api<BookingView>(`/me/bookings/${bookingId}`, { token: artist.idToken });
    expect(artistView.json.payment).toMatchObject({ paymentState: 'DEPOSIT-PAID', depositExpired: true });
    const list = await api<PortalBookingList>('/portal/bookings', { token: session.accessToken });
    expect(list.json.bookings.find((item) => item.bookingId === bookingId)?.payment.depositExpired).toBe(
      true,
    );
  });

  it('leaves the deposit of a client who booked with the artist again', async () => {
    const email = clientEmail('deposit-rebooked');
    const { bookingId, expiresAt } = await keptDeposit(artist, email, on(3, '10:00', 120));
    // Booked again with the artist: the kept deposit counts there.
    await clientBooking(artist, email, on(5, '13:00', 60));

    await run(expiresAt - 10 * DAY);
    await run(expiresAt + 3_600_000);
    const item = await stored(artist, bookingId);
    expect(item?.depositExpiryWarnedAt).toBeUndefined();
    expect(item?.depositExpiredAt).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(email)).filter((m) => soonMail(m) || expiredMail(m))).toEqual([]);
  });
});
