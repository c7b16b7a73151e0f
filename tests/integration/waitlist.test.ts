import { beforeAll, describe, expect, it } from 'vitest';
import { handler as runDepositDeadlines } from '#functions/consumers/deposits/cancel-unpaid-bookings.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PortalBooking, PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { api } from '#tests/support/api.ts';
import type { BookingArtist } from '#tests/support/booking.ts';
import { clientEmail, on } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { acceptRequest, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The waitlist (issue 14, item 5), through the local cloud: clients with a later booking ask to be
 * told of an earlier slot; a booking unpaid at its deposit deadline is cancelled by the schedule's
 * job, and the waitlist consumer offers its slot to them, first waiting first; two of them confirm
 * at once: exactly one gets it (the booking moves there, not counted against the policy's moves),
 * the other is told it is gone and keeps their place.
 */
const { db } = cloudAndDb();

async function accepted(artist: BookingArtist, email: string, slotId: string, locale: 'en' | 'es' = 'en') {
  const client = {
    firstName: locale === 'es' ? 'Lucía' : 'Alex',
    lastName: 'Client',
    age: 30,
    email,
    alreadyTattooed: false,
  };
  const { requestId } = await pendingRequest(artist, slotId, { client: client as never, locale });
  const answer = await acceptRequest(artist, requestId, { priceCents: 20_000, depositCents: 5_000 });
  expect(answer.status).toBe(201);
  return answer.json as BookingView;
}

async function portalBooking(token: string, bookingId: string) {
  const list = await api<PortalBookingList>('/portal/bookings', { token });
  return list.json.bookings.find((item) => item.bookingId === bookingId);
}

describe('The waitlist', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    const current = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    const saved = await api<ReservationSettings>('/me/reservation-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { ...current.json, depositPolicy: { payWithinHours: 24, refundUntilDays: 2, maxClientMoves: 1 } },
    });
    expect(saved.status).toBe(200);
  });

  it('offers a slot freed by the deposit deadline to waiting clients; of two confirming at once one gets it', async () => {
    const firstEmail = clientEmail('waiting-first');
    const secondEmail = clientEmail('waiting-second');
    const first = await accepted(artist, firstEmail, on(12, '10:00', 120), 'es');
    const second = await accepted(artist, secondEmail, on(13, '10:00', 120));
    // A later booking of another length is not offered a two-hour slot.
    const shorterEmail = clientEmail('waiting-short');
    const shorter = await accepted(artist, shorterEmail, on(12, '13:00', 60));
    const firstSession = await portalSession(firstEmail);
    const secondSession = await portalSession(secondEmail);
    const shorterSession = await portalSession(shorterEmail);

    // They ask to be told of an earlier slot (first, then second); asking twice changes nothing.
    for (const [session, booking] of [
      [firstSession, first],
      [secondSession, second],
      [shorterSession, shorter],
    ] as const) {
      const joined = await api<PortalBooking>(`/portal/bookings/${booking.bookingId}/waitlist`, {
        method: 'POST',
        token: session.accessToken,
      });
      expect(joined.status).toBe(200);
      expect(joined.json.onWaitlist).toBe(true);
    }
    const again = await api<PortalBooking>(`/portal/bookings/${first.bookingId}/waitlist`, {
      method: 'POST',
      token: firstSession.accessToken,
    });
    expect(again.json.onWaitlist).toBe(true);
    // Nobody joins the waitlist with another client's booking.
    const foreign = await api(`/portal/bookings/${first.bookingId}/waitlist`, {
      method: 'POST',
      token: secondSession.accessToken,
    });
    expect(foreign.status).toBe(404);

    // The waiting clients paid their deposits (the artist marks them paid).
    for (const booking of [first, second, shorter]) {
      const paid = await api(`/me/bookings/${booking.bookingId}/payment`, {
        method: 'PUT',
        token: artist.idToken,
        body: { paymentState: 'DEPOSIT-PAID' },
      });
      expect(paid.status).toBe(200);
    }

    // A third client's booking, earlier, is never paid: the deadline job cancels it.
    const unpaidEmail = clientEmail('never-pays');
    const freedSlot = on(4, '10:00', 120);
    const unpaid = await accepted(artist, unpaidEmail, freedSlot);
    const item = (await db.entities.booking.get({ artistId: artist.sub, bookingId: unpaid.bookingId }).go())
      .data!;
    const run = await runDepositDeadlines({
      id: 'waitlist-deadline',
      time: new Date(Date.parse(item.depositDueAt!) + 60_000).toISOString(),
    });
    expect(run.cancelled).toBeGreaterThanOrEqual(1);

    // Both two-hour bookings are offered it, each in their language; the one-hour booking is not.
    const offerMail = await waitForMail(firstEmail, {
      match: (m) => m.subject.startsWith('Un horario antes'),
    });
    expect(offerMail.body.text).toContain('Tomar este horario');
    await waitForMail(secondEmail, { match: (m) => m.subject.startsWith('An earlier slot') });
    const firstView = await portalBooking(firstSession.accessToken, first.bookingId);
    expect(firstView?.offer).toMatchObject({ status: 'open', slot: { slotId: freedSlot } });
    const offerId = firstView!.offer!.offerId;
    expect((await portalBooking(shorterSession.accessToken, shorter.bookingId))?.offer).toBeUndefined();
    expect((await mailsTo(shorterEmail)).filter((m) => m.subject.startsWith('An earlier slot'))).toEqual([]);

    // Another client cannot take it with a booking that is not theirs, nor one not offered it.
    const stolen = await api(`/portal/offers/${offerId}/take`, {
      token: shorterSession.accessToken,
      body: { bookingId: first.bookingId },
    });
    expect(stolen.status).toBe(404);
    const notOffered = await api(`/portal/offers/${offerId}/take`, {
      token: shorterSession.accessToken,
      body: { bookingId: shorter.bookingId },
    });
    expect(notOffered.status).toBe(404);

    // The offered slot held by another booking first (the artist's, or a racer's claim reported on
    // the holds): to the client, someone took it first, and they stay on the waitlist.
    const otherHold = {
      artistId: artist.sub,
      sliceStart: firstView!.offer!.slot.start,
      requestId: 'another-booking',
      slotId: freedSlot,
      createdAt: new Date().toISOString(),
    };
    await db.entities.slotHold.put(otherHold).go();
    const beaten = await api(`/portal/offers/${offerId}/take`, {
      token: firstSession.accessToken,
      body: { bookingId: first.bookingId },
    });
    expect(beaten.status).toBe(409);
    expect((beaten.json as unknown as ErrorBody).error.code).toBe('offer_taken');
    await db.entities.slotHold.delete({ artistId: artist.sub, sliceStart: otherHold.sliceStart }).go();

    // Both confirm at once: exactly one gets it.
    const answers = await Promise.all([
      api<PortalBooking>(`/portal/offers/${offerId}/take`, {
        token: firstSession.accessToken,
        body: { bookingId: first.bookingId },
        headers: { 'accept-language': 'es' },
      }),
      api<PortalBooking>(`/portal/offers/${offerId}/take`, {
        token: secondSession.accessToken,
        body: { bookingId: second.bookingId },
        headers: { 'accept-language': 'es' },
      }),
    ]);
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0]!.json as unknown as ErrorBody).error).toMatchObject({
      code: 'offer_taken',
      message: 'Otro cliente tomó este horario justo antes que tú: sigues en la lista de espera',
    });
    const winner = won[0]!.json;
    expect(winner.slot.slotId).toBe(freedSlot);
    expect(winner.onWaitlist).toBeUndefined();
    // Not counted against the policy's moves.
    expect(winner.movesLeft).toBe(1);
    const [winnerEmail, loser, loserEmail, loserSession] =
      winner.bookingId === first.bookingId
        ? [firstEmail, second, secondEmail, secondSession]
        : [secondEmail, first, firstEmail, firstSession];

    // The slot is held by the winner's booking only; their old slot is free again.
    const holds = await db.entities.slotHold.query
      .byArtist({ artistId: artist.sub })
      .between({ sliceStart: winner.slot.start }, { sliceStart: winner.slot.end })
      .go();
    expect(new Set(holds.data.filter((h) => h.sliceStart < winner.slot.end).map((h) => h.requestId))).toEqual(
      new Set([winner.bookingId]),
    );
    // The winner gets the new .ics; the other is told it is gone and still waits.
    const moved = await waitForMail(winnerEmail, {
      match: (m) => (m.attachments ?? []).length > 0 && /moved|cambi/i.test(m.subject),
    });
    expect(moved.subject).toBeTruthy();
    await waitForMail(loserEmail, { match: (m) => /is taken|ya está tomado/.test(m.subject) });
    const loserView = await portalBooking(loserSession.accessToken, loser.bookingId);
    expect(loserView).toMatchObject({ onWaitlist: true, offer: { offerId, status: 'taken' } });
    expect(loserView?.slot.slotId).toBe(loser.slot.slotId);

    // The winner takes it again (a retry): answered as it is.
    const retry = await api<PortalBooking>(`/portal/offers/${offerId}/take`, {
      token: winnerEmail === firstEmail ? firstSession.accessToken : secondSession.accessToken,
      body: { bookingId: winner.bookingId },
    });
    expect(retry.status).toBe(200);
    expect(retry.json.slot.slotId).toBe(freedSlot);

    // Leaving the waitlist.
    const left = await api<PortalBooking>(`/portal/bookings/${loser.bookingId}/waitlist`, {
      method: 'DELETE',
      token: loserSession.accessToken,
    });
    expect(left.status).toBe(200);
    expect(left.json.onWaitlist).toBeUndefined();
    const { data: entries } = await db.entities.waitlistEntry.query.byArtist({ artistId: artist.sub }).go();
    expect(entries.map((entry) => entry.bookingId)).toEqual([shorter.bookingId]);
  });
});
