import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PortalBookingList,
  PortalRequest,
  PortalRequestList,
} from '#shared/api/contracts/portal-lifecycle.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  parisDay,
  requestAs,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { portalSession } from '#tests/support/portal.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

/** The artist accepts through their inbox: the request becomes a booking (same id). */
async function accept(
  artist: BookingArtist,
  requestId: string,
  money: { priceCents: number; depositCents?: number },
) {
  const answer = await api(`/me/requests/${requestId}/accept`, { token: artist.idToken, body: money });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`accept answered ${answer.status}: ${answer.text}`);
  }
}

/** The artist declines through their inbox: the request is refused and its slot freed. */
async function refuse(artist: BookingArtist, requestId: string) {
  const answer = await api(`/me/requests/${requestId}/refuse`, { token: artist.idToken, body: {} });
  if (answer.status !== 200) throw new Error(`refuse answered ${answer.status}: ${answer.text}`);
}

async function holdsOf(artist: BookingArtist, requestId: string) {
  const { data } = await db.entities.slotHold.query.byArtist({ artistId: artist.sub }).go({ pages: 'all' });
  return data.filter((hold) => hold.requestId === requestId);
}

const cancel = (token: string, requestId: string) =>
  api<PortalRequest>(`/portal/requests/${requestId}/cancel`, { method: 'POST', token });

describe('the client portal’s requests and bookings', () => {
  let lyon: BookingArtist;
  let nice: BookingArtist;
  const camille = clientEmail('camille');
  const bob = clientEmail('bob');
  let camilleToken: string;
  let bobToken: string;
  const ids: Record<string, { requestId: string; slotId: string }> = {};

  beforeAll(async () => {
    [lyon, nice] = await Promise.all([
      bookableArtist(everyDay(['10:00', 120], ['15:00', 90])),
      bookableArtist(everyDay(['11:00', 60])),
    ]);
    const travel = await api('/me/travels', {
      token: nice.idToken,
      body: {
        startDate: parisDay(0),
        endDate: parisDay(60),
        shopName: 'Riviera Ink',
        address: '1 quai des États-Unis',
        city: 'Nice',
      },
    });
    if (travel.status !== 201) throw new Error(`travel answered ${travel.status}: ${travel.text}`);

    ids.pending = await requestAs(lyon, camille, 0);
    ids.toCancel = await requestAs(lyon, camille, 1);
    ids.racing = await requestAs(lyon, camille, 2);
    ids.refused = await requestAs(lyon, camille, 3);
    ids.booked = await requestAs(nice, camille, 0);
    ids.bobs = await requestAs(lyon, bob, 4);
    await accept(nice, ids.booked!.requestId, { priceCents: 15000, depositCents: 5000 });
    await refuse(lyon, ids.refused!.requestId);
    [{ accessToken: camilleToken }, { accessToken: bobToken }] = await Promise.all([
      portalSession(camille),
      portalSession(bob),
    ]);
  });

  it('shows a client their own requests across artists, newest first, and nobody else’s', async () => {
    const mine = await api<PortalRequestList>('/portal/requests', { token: camilleToken });
    expect(mine.status).toBe(200);
    const byId = new Map(mine.json.requests.map((item) => [item.requestId, item]));
    expect([...byId.keys()].sort()).toEqual(
      [ids.pending, ids.toCancel, ids.racing, ids.refused].map((item) => item!.requestId).sort(),
    );
    expect(byId.get(ids.pending!.requestId)).toMatchObject({
      status: 'pending',
      artist: { pseudo: lyon.pseudo, displayName: 'Folio Ink' },
      project: { projectType: 'custom', placement: 'Left forearm', referenceImages: [] },
      slot: { slotId: ids.pending!.slotId, timezone: 'Europe/Paris' },
    });
    expect(byId.get(ids.refused!.requestId)?.status).toBe('refused');
    const created = mine.json.requests.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(mine.text).not.toContain(bob);

    const bobs = await api<PortalRequestList>('/portal/requests', { token: bobToken });
    expect(bobs.json.requests.map((item) => item.requestId)).toEqual([ids.bobs!.requestId]);
  });

  it('shows a client their bookings with the full travel address, price, deposit and payment state', async () => {
    const mine = await api<PortalBookingList>('/portal/bookings', { token: camilleToken });
    expect(mine.status).toBe(200);
    expect(mine.json.bookings).toEqual([
      expect.objectContaining({
        bookingId: ids.booked!.requestId,
        tab: 'upcoming',
        artist: expect.objectContaining({ pseudo: nice.pseudo }),
        slot: expect.objectContaining({ slotId: ids.booked!.slotId, timezone: 'Europe/Paris' }),
        location: {
          travelId: expect.any(String),
          shopName: 'Riviera Ink',
          city: 'Nice',
          address: '1 quai des États-Unis',
        },
        payment: {
          priceCents: 15000,
          depositCents: 5000,
          currency: 'EUR',
          paymentState: 'WAITING-FOR-DEPOSIT',
        },
        sequence: 0,
      }),
    ]);
    expect((await api<PortalBookingList>('/portal/bookings', { token: bobToken })).json.bookings).toEqual([]);
  });

  it('refuses an artist’s Cognito token and no token on the portal routes', async () => {
    for (const token of [lyon.idToken, lyon.accessToken, undefined]) {
      for (const call of [
        api('/portal/requests', { token }),
        api('/portal/bookings', { token }),
        api(`/portal/requests/${ids.pending!.requestId}/cancel`, { method: 'POST', token }),
      ]) {
        const answer = await call;
        expect([401, 403]).toContain(answer.status);
        expect(answer.text).not.toContain(camille);
      }
    }
    const { data } = await db.entities.bookingRequest
      .get({ artistId: lyon.sub, requestId: ids.pending!.requestId })
      .go();
    expect(data?.status).toBe('pending');
  });

  it('answers 404 to another client’s request and changes nothing', async () => {
    const { requestId } = ids.bobs!;
    const holds = await holdsOf(lyon, requestId);
    const answer = await cancel(camilleToken, requestId);
    expect(answer.status).toBe(404);
    expect((answer.json as unknown as ErrorBody).error.code).toBe('not_found');
    expect(answer.text).not.toContain(bob);
    const { data } = await db.entities.bookingRequest.get({ artistId: lyon.sub, requestId }).go();
    expect(data?.status).toBe('pending');
    expect(await holdsOf(lyon, requestId)).toEqual(holds);
    expect(holds.length).toBeGreaterThan(0);
    expect(await outboxTypesFor(db, requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
    ]);
    expect((await cancel(camilleToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('cancels a pending request in one go: the slot is bookable again, one request.cancelled, a retry answers the same', async () => {
    const { requestId, slotId } = ids.toCancel!;
    expect(slotIds((await slotsOf(lyon.pseudo)).json)).not.toContain(slotId);
    // One hold per 15-minute slice of the slot ('YYYY-MM-DDTHH:mm/minutes').
    expect((await holdsOf(lyon, requestId)).length).toBe(Number(slotId.split('/')[1]) / 15);
    const counted = async () =>
      (await db.entities.artist.get({ artistId: lyon.sub }).go({ consistent: true })).data?.requestCount ?? 0;
    const before = await counted();

    const answer = await cancel(camilleToken, requestId);
    expect(answer.status).toBe(200);
    // Cancelled within minutes of sending: the Free plan's count gives it back, once.
    expect(await counted()).toBe(before - 1);
    expect(answer.json).toMatchObject({ requestId, status: 'canceled', artist: { pseudo: lyon.pseudo } });
    expect(await holdsOf(lyon, requestId)).toEqual([]);
    expect(slotIds((await slotsOf(lyon.pseudo)).json)).toContain(slotId);

    const retry = await cancel(camilleToken, requestId);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(answer.json);
    expect(await counted()).toBe(before - 1);
    expect(await outboxTypesFor(db, requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
      'request.cancelled',
    ]);

    const { data: events } = await db.entities.outboxEvent.scan
      .where(({ detail }, { contains }) => contains(detail, requestId))
      .go({ pages: 'all' });
    const cancelled = events.find((event) => event.detailType === 'request.cancelled');
    expect(JSON.parse(cancelled!.detail).payload).toMatchObject({
      requestId,
      artistId: lyon.sub,
      pseudo: lyon.pseudo,
      client: { email: camille, firstName: 'Camille' },
      artist: { email: lyon.email, notifyCancellations: true },
      slot: { slotId, timezone: 'Europe/Paris' },
    });
    const { data } = await db.entities.bookingRequest.get({ artistId: lyon.sub, requestId }).go();
    expect(data?.history?.at(-1)).toMatchObject({ action: 'cancelled', by: 'client' });

    const listed = await api<PortalRequestList>('/portal/requests', { token: camilleToken });
    expect(listed.json.requests.find((item) => item.requestId === requestId)?.status).toBe('canceled');
  });

  it('writes one request.cancelled when the same cancel is sent several times at once', async () => {
    const { requestId } = ids.racing!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => cancel(camilleToken, requestId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.every((answer) => answer.json.status === 'canceled')).toBe(true);
    expect(await outboxTypesFor(db, requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
      'request.cancelled',
    ]);
    expect(await holdsOf(lyon, requestId)).toEqual([]);
  });

  it('refuses to cancel a declined or an accepted request (409) and changes nothing', async () => {
    for (const { requestId } of [ids.refused!, ids.booked!]) {
      const answer = await cancel(camilleToken, requestId);
      expect(answer.status).toBe(409);
      expect((answer.json as unknown as ErrorBody).error.code).toBe('request_not_pending');
      expect(await outboxTypesFor(db, requestId)).not.toContain('request.cancelled');
    }
    expect((await holdsOf(nice, ids.booked!.requestId)).length).toBeGreaterThan(0);
    const bookings = await api<PortalBookingList>('/portal/bookings', { token: camilleToken });
    expect(bookings.json.bookings.map((booking) => booking.bookingId)).toEqual([ids.booked!.requestId]);
  });
});
