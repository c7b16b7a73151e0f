import { describe, expect, it } from 'vitest';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { depositAwaitedPayment } from '#shared/api/contracts/lifecycle-views-fixtures.ts';
import type { RequestList, RequestView } from '#shared/api/contracts/requests.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist } from '#tests/support/artists.ts';
import {
  type BookingArtist,
  bookableArtist,
  on,
  parisDay,
  readyReferenceImage,
  setReservations,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import {
  acceptRequest,
  expectCode,
  freeSlots,
  getRequest,
  lifecycleArtist,
  pendingRequest,
  publicSlotIds,
} from '#tests/support/lifecycle.ts';
import { holdsOf, lifecycleState, outboxEventsOf, slicesOf } from '#tests/support/lifecycle-state.ts';
import { clientToken, type ErrorBody, storedImage } from '#tests/support/portfolio.ts';

/**
 * The artist's side of a request (`/app/requests`) against the real local cloud: the inbox and its
 * filters, the detail, accept (idempotent, one booking and one event however many times it is sent),
 * refuse (frees the slot), move (atomic, exactly one winner), the artist's own slots, refusals that
 * change nothing, and another artist or a client seeing nothing. Each test has its own artist.
 */
const { cloud, db } = cloudAndDb();

describe('the inbox', () => {
  it('lists pending requests oldest first, filters them, and shows one in detail', async () => {
    const artist = await lifecycleArtist(db);
    const travel = await api<{ travelId: string }>('/me/travels', {
      token: artist.idToken,
      body: {
        startDate: parisDay(3),
        endDate: parisDay(3),
        shopName: 'Guest Shop',
        address: '1 rue Secrète, 69001',
        city: 'Lyon',
      },
    });
    expect(travel.status).toBe(201);
    const { travelId } = travel.json;
    const flashImage = await storedImage(db, artist.sub, 'flash');
    const flash = await api<{ flashId: string }>('/me/flashes', {
      token: artist.idToken,
      body: { title: 'Night moth', lengthMm: 80, widthMm: 60, priceCents: 12_000, imageIds: [flashImage] },
    });
    expect(flash.status).toBe(201);
    const referenceImage = await readyReferenceImage(db, artist.sub);

    const custom = await pendingRequest(artist, on(1, '10:00', 120));
    const flashRequest = await pendingRequest(artist, on(3, '13:00', 60), {
      projectType: 'flash',
      flashId: flash.json.flashId,
      referenceImageIds: [referenceImage],
    });
    const touchup = await pendingRequest(artist, on(2, '16:00', 120), { projectType: 'touchup' });

    const list = async (query = '') => api<RequestList>(`/me/requests${query}`, { token: artist.idToken });
    const ids = (answer: { json: RequestList }) => answer.json.requests.map((request) => request.requestId);
    const all = await list();
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([custom.requestId, flashRequest.requestId, touchup.requestId]);
    expect(all.json.timezone).toBe('Europe/Paris');
    expect(all.json.locations).toEqual([{ travelId, shopName: 'Guest Shop', city: 'Lyon' }]);
    expect(ids(await list('?order=newest'))).toEqual([
      touchup.requestId,
      flashRequest.requestId,
      custom.requestId,
    ]);
    expect(ids(await list('?type=flash'))).toEqual([flashRequest.requestId]);
    expect(ids(await list(`?location=${travelId}`))).toEqual([flashRequest.requestId]);
    expect(ids(await list('?location=residency'))).toEqual([custom.requestId, touchup.requestId]);
    expect(ids(await list('?priceMin=10000&priceMax=12000'))).toEqual([flashRequest.requestId]);
    expect(ids(await list('?priceMax=11999'))).toEqual([]);
    expect(ids(await list(`?from=${parisDay(2)}&to=${parisDay(3)}`))).toEqual([
      flashRequest.requestId,
      touchup.requestId,
    ]);
    expect(ids(await list('?status=refused'))).toEqual([]);
    expect((await list('?order=sideways')).status).toBe(400);

    const detail = await getRequest(artist, flashRequest.requestId);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      requestId: flashRequest.requestId,
      status: 'pending',
      project: {
        projectType: 'flash',
        flash: { flashId: flash.json.flashId, title: 'Night moth', priceCents: 12_000, currency: 'EUR' },
        placement: 'Left forearm',
        size: '10 x 6 cm',
      },
      client: {
        firstName: 'Camille',
        lastName: 'Martin',
        age: 29,
        email: flashRequest.body.client.email,
        instagram: 'camille.ink',
        alreadyTattooed: true,
        locale: 'en',
      },
      slot: {
        slotId: on(3, '13:00', 60),
        localDate: parisDay(3),
        localStart: '13:00',
        durationMinutes: 60,
        timezone: 'Europe/Paris',
      },
      // Shop and city only: the address is for accepted requests.
      location: { travelId, shopName: 'Guest Shop', city: 'Lyon' },
      history: [{ action: 'created', by: 'client' }],
    });
    expect(detail.json.location?.address).toBeUndefined();
    const [image] = detail.json.project.referenceImages;
    expect(image?.imageId).toBe(referenceImage);
    // Private (ADR 0072): presigned GETs of `private/`, never a public `/media/` path.
    expect(image?.variants.map((variant) => new URL(variant.url).pathname)).toEqual([
      `/${cloud.env.MEDIA_BUCKET}/private/${artist.sub}/${referenceImage}/320.webp`,
      `/${cloud.env.MEDIA_BUCKET}/private/${artist.sub}/${referenceImage}/640.webp`,
      `/${cloud.env.MEDIA_BUCKET}/private/${artist.sub}/${referenceImage}/1024.webp`,
    ]);
    for (const variant of image?.variants ?? [])
      expect(new URL(variant.url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('accepting a request', () => {
  it('with a price of 150 € and a deposit of 50 €: a booking waiting for the deposit, one event', async () => {
    const artist = await lifecycleArtist(db);
    const slotId = on(2, '10:00', 120);
    const { requestId, body } = await pendingRequest(artist, slotId);

    const accepted = await acceptRequest(artist, requestId, { priceCents: 15_000, depositCents: 5_000 });
    expect(accepted.status).toBe(201);
    expect(accepted.json).toMatchObject({
      bookingId: requestId,
      requestId,
      tab: 'upcoming',
      slot: { slotId },
      client: { email: body.client.email },
      payment: depositAwaitedPayment,
      history: [
        { action: 'created', by: 'client' },
        { action: 'accepted', by: 'artist' },
      ],
    });

    // Sent again (a double tap, a retry): the same booking, no second event.
    const again = await acceptRequest(artist, requestId, { priceCents: 99_00 });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(accepted.json);

    const events = await outboxEventsOf(db, requestId, 'request.accepted');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      requestId,
      bookingId: requestId,
      pseudo: artist.pseudo,
      priceCents: 15_000,
      depositCents: 5_000,
      currency: 'EUR',
      paymentState: 'WAITING-FOR-DEPOSIT',
      sequence: 0,
      client: { email: body.client.email, locale: 'en', firstName: 'Camille' },
      artist: { email: artist.email, notifyCancellations: true },
      slot: { slotId, localStart: '10:00', timezone: 'Europe/Paris' },
    });

    const request = await getRequest(artist, requestId);
    expect(request.json).toMatchObject({ status: 'accepted', bookingId: requestId });
    const pending = await api<RequestList>('/me/requests', { token: artist.idToken });
    expect(pending.json.requests).toEqual([]);
    // The booking keeps the slot: the request's slices stay held.
    expect(await holdsOf(db, artist.sub, requestId)).toEqual(slicesOf(accepted.json.slot));
    expect(await publicSlotIds(artist, 2)).not.toContain(slotId);
  });

  it('without a deposit (absent or 0): never waiting for one', async () => {
    const artist = await lifecycleArtist(db);
    for (const [index, money] of [{ priceCents: 8_000 }, { priceCents: 8_000, depositCents: 0 }].entries()) {
      const { requestId } = await pendingRequest(artist, on(index + 1, '13:00', 60));
      const accepted = await acceptRequest(artist, requestId, money);
      expect(accepted.status).toBe(201);
      expect(accepted.json.payment).toEqual({
        priceCents: 8_000,
        currency: 'EUR',
        paymentState: 'DEPOSIT-PAID',
      });
      const [event] = await outboxEventsOf(db, requestId, 'request.accepted');
      expect(event).toMatchObject({ paymentState: 'DEPOSIT-PAID' });
      expect(event?.depositCents).toBeUndefined();
    }
  });

  it('at the artist’s own shop: the acceptance names its shop and city (no travel, no address)', async () => {
    const artist = await lifecycleArtist(db);
    await db.entities.artist
      .patch({ artistId: artist.sub })
      .set({ residency: { shopName: 'Atelier Nord', city: 'Lille', country: 'FR' } })
      .go();
    const { requestId } = await pendingRequest(artist, on(2, '16:00', 120));
    expect((await acceptRequest(artist, requestId, { priceCents: 12_000 })).status).toBe(201);
    const [event] = await outboxEventsOf(db, requestId, 'request.accepted');
    expect(event?.location).toEqual({ shopName: 'Atelier Nord', city: 'Lille' });
  });

  it('20 concurrent accepts of one request: one booking, one event, every answer that booking or 409', async () => {
    const artist = await lifecycleArtist(db);
    const { requestId } = await pendingRequest(artist, on(3, '10:00', 120));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        acceptRequest(artist, requestId, { priceCents: 10_000 + index, depositCents: 1_000 }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const won = answers.filter((answer) => answer.status === 201);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status !== 201)) await expectCode(answer, 409, 'conflict');
    const priced = new Set(won.map((answer) => (answer.json as BookingView).payment.priceCents));
    expect(priced.size).toBe(1);
    expect(won.every((answer) => (answer.json as BookingView).bookingId === requestId)).toBe(true);

    const { bookings, requests } = await lifecycleState(db, artist.sub);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.priceCents).toBe([...priced][0]);
    expect(requests[0]).toMatchObject({ status: 'accepted', bookingId: requestId });
    expect(await outboxEventsOf(db, requestId, 'request.accepted')).toHaveLength(1);
  });
});

describe('refusing a request', () => {
  it('frees its slot at once, records request.refused once, and leaves the request refused', async () => {
    const artist = await lifecycleArtist(db);
    const slotId = on(2, '16:00', 120);
    const { requestId } = await pendingRequest(artist, slotId);
    expect(await publicSlotIds(artist, 2)).not.toContain(slotId);

    const refused = await api<RequestView>(`/me/requests/${requestId}/refuse`, {
      token: artist.idToken,
      body: { reason: '  Not my style, sorry.  ' },
    });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({
      status: 'refused',
      refuseReason: 'Not my style, sorry.',
      history: [{ action: 'created' }, { action: 'refused', by: 'artist' }],
    });
    expect(await holdsOf(db, artist.sub, requestId)).toEqual([]);
    // The public form offers it again (read afresh: Cache-Control: no-cache).
    expect(await publicSlotIds(artist, 2)).toContain(slotId);

    const again = await api(`/me/requests/${requestId}/refuse`, { token: artist.idToken, body: {} });
    expect(again.status).toBe(200);
    const events = await outboxEventsOf(db, requestId, 'request.refused');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ reason: 'Not my style, sorry.', slot: { slotId } });

    const refusedList = await api<RequestList>('/me/requests?status=refused', { token: artist.idToken });
    expect(refusedList.json.requests.map((request) => request.requestId)).toEqual([requestId]);
    await expectCode(await acceptRequest(artist, requestId), 409, 'request_not_pending');
    await expectCode(
      await api(`/me/requests/${requestId}/move`, {
        token: artist.idToken,
        body: { slotId: on(4, '10:00', 120) },
      }),
      409,
      'request_not_pending',
    );
    // Someone else can book the freed slot.
    expect((await pendingRequest(artist, slotId)).requestId).not.toBe(requestId);
  });
});

describe('moving a request', () => {
  const move = (artist: BookingArtist, requestId: string, slotId: string) =>
    api<RequestView>(`/me/requests/${requestId}/move`, { token: artist.idToken, body: { slotId } });

  it('moves it to another real slot atomically: pending there, the old slot free, one slot.moved', async () => {
    const artist = await lifecycleArtist(db);
    const from = on(2, '10:00', 120);
    const to = on(5, '16:00', 120);
    const { requestId } = await pendingRequest(artist, from);

    const moved = await move(artist, requestId, to);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({
      status: 'pending',
      slot: { slotId: to, localStart: '16:00' },
      history: [{ action: 'created' }, { action: 'moved', by: 'artist' }],
    });
    expect(await holdsOf(db, artist.sub, requestId)).toEqual(slicesOf(moved.json.slot));
    expect(await publicSlotIds(artist, 2)).toContain(from);
    expect(await publicSlotIds(artist, 5)).not.toContain(to);
    const events = await outboxEventsOf(db, requestId, 'slot.moved');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'request',
      from: { slotId: from },
      to: { slotId: to, localStart: '16:00' },
    });
    expect(events[0]?.bookingId).toBeUndefined();

    // To its own slot: nothing happens.
    const same = await move(artist, requestId, to);
    expect(same.status).toBe(200);
    expect(same.json.slot.slotId).toBe(to);
    expect(await outboxEventsOf(db, requestId, 'slot.moved')).toHaveLength(1);
  });

  it('may overlap its own slot, never another request’s; an unknown slot is refused', async () => {
    const date = parisDay(6);
    const artist = await bookableArtist({
      kind: 'oneTime',
      date,
      slots: [
        { start: '10:00', durationMinutes: 120 },
        { start: '11:00', durationMinutes: 120 },
        { start: '14:00', durationMinutes: 60 },
      ],
    });
    const { requestId } = await pendingRequest(artist, `${date}T10:00/120`);
    const other = await pendingRequest(artist, `${date}T14:00/60`);

    const overlapping = await move(artist, requestId, `${date}T11:00/120`);
    expect(overlapping.status).toBe(200);
    expect(await holdsOf(db, artist.sub, requestId)).toEqual(slicesOf(overlapping.json.slot));

    const before = await lifecycleState(db, artist.sub);
    await expectCode(await move(artist, other.requestId, `${date}T11:00/120`), 409, 'slot_taken');
    await expectCode(await move(artist, requestId, `${date}T09:00/60`), 409, 'slot_unavailable');
    await expectCode(await move(artist, requestId, `${parisDay(-3)}T10:00/120`), 409, 'slot_unavailable');
    expect(await lifecycleState(db, artist.sub)).toEqual(before);
  });

  it('is bound neither by the request delay nor by closed requests; GET /me/slots shows those slots', async () => {
    const artist = await lifecycleArtist(db);
    const { requestId } = await pendingRequest(artist, on(5, '10:00', 120));
    await setReservations(artist, { openRequests: false, requestDelayMinutes: 30 * 24 * 60 });
    expect(slotIds((await slotsOf(artist.pseudo)).json)).toEqual([]);

    const mine = await api<SlotList>(`/me/slots?from=${parisDay(1)}&days=3`, { token: artist.idToken });
    expect(mine.status).toBe(200);
    expect(mine.json.timezone).toBe('Europe/Paris');
    expect(slotIds(mine.json)).toEqual(
      [1, 2, 3].flatMap((day) => [on(day, '10:00', 120), on(day, '13:00', 60), on(day, '16:00', 120)]),
    );
    const held = await api<SlotList>(`/me/slots?from=${parisDay(5)}&days=1`, { token: artist.idToken });
    expect(slotIds(held.json)).toEqual([on(5, '13:00', 60), on(5, '16:00', 120)]);
    expect((await api('/me/slots?days=63', { token: artist.idToken })).status).toBe(400);

    const moved = await move(artist, requestId, on(1, '13:00', 60));
    expect(moved.status).toBe(200);
    expect(moved.json.slot.slotId).toBe(on(1, '13:00', 60));
  });

  it('20 pending requests moved at once into one slot: exactly one wins, 19 are told slot_taken', async () => {
    const artist = await lifecycleArtist(db);
    const slots = await freeSlots(artist, 14);
    const target = slots.at(-1)!;
    const requests: { requestId: string; slotId: string }[] = [];
    for (const slotId of slots.slice(0, 20))
      requests.push({ ...(await pendingRequest(artist, slotId)), slotId });
    expect(requests).toHaveLength(20);

    const answers = await Promise.all(requests.map((request) => move(artist, request.requestId, target)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [requests[index]!] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) await expectCode(answer, 409, 'slot_taken');

    const { requests: stored, holds } = await lifecycleState(db, artist.sub);
    const winner = winners[0]!;
    for (const request of stored) {
      const expected =
        request.requestId === winner.requestId
          ? target
          : requests.find((r) => r.requestId === request.requestId)?.slotId;
      expect(request.slotId).toBe(expected);
      const own = holds.filter((hold) => hold.requestId === request.requestId).map((hold) => hold.sliceStart);
      expect(own.sort()).toEqual(slicesOf({ start: request.slotStart, end: request.slotEnd }));
    }
    expect(holds).toHaveLength(
      stored.reduce(
        (sum, request) => sum + slicesOf({ start: request.slotStart, end: request.slotEnd }).length,
        0,
      ),
    );
    // The winner's old slot is bookable again; the target is not.
    const offered = await freeSlots(artist, 14);
    expect(offered).toContain(winner.slotId);
    expect(offered).not.toContain(target);
    const moves = await Promise.all(
      requests.map((request) => outboxEventsOf(db, request.requestId, 'slot.moved')),
    );
    expect(moves.flat()).toHaveLength(1);
  });
});

describe('refusals that change nothing', () => {
  it('answers invalid inputs with localized 400s and unknown ids with 404', async () => {
    const artist = await lifecycleArtist(db);
    const { requestId } = await pendingRequest(artist, on(2, '13:00', 60));
    const before = await lifecycleState(db, artist.sub);
    const french = { 'accept-language': 'fr' };
    const accept = (body: unknown, id = requestId) =>
      api<ErrorBody>(`/me/requests/${id}/accept`, { token: artist.idToken, body, headers: french });

    const negative = await accept({ priceCents: -100 });
    expect(negative.status).toBe(400);
    expect(negative.json.error.fields).toEqual([
      {
        path: 'priceCents',
        key: 'validation.lifecycle.amountNegative',
        message: 'Le montant ne peut pas être négatif',
      },
    ]);
    const above = await accept({ priceCents: 5_000, depositCents: 6_000 });
    expect(above.status).toBe(400);
    expect(above.json.error.fields).toEqual([
      {
        path: 'depositCents',
        key: 'validation.lifecycle.depositAbovePrice',
        message: 'L’acompte ne peut pas dépasser le prix final',
      },
    ]);
    expect((await accept({})).json.error.fields?.[0]?.key).toBe('validation.lifecycle.priceRequired');
    expect((await accept({ priceCents: 10.5 })).json.error.fields?.[0]?.key).toBe(
      'validation.lifecycle.amountInvalid',
    );
    const malformed = await api<ErrorBody>(`/me/requests/${requestId}/accept`, {
      token: artist.idToken,
      body: '{"priceCents": ',
      headers: { ...french, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatchObject({
      code: 'malformed_json',
      message: expect.stringMatching(/JSON/),
    });
    const badSlot = await api<ErrorBody>(`/me/requests/${requestId}/move`, {
      token: artist.idToken,
      body: { slotId: 'tomorrow at ten' },
    });
    expect(badSlot.status).toBe(400);
    expect(badSlot.json.error.fields?.[0]?.path).toBe('slotId');
    const tooLong = await api<ErrorBody>(`/me/requests/${requestId}/refuse`, {
      token: artist.idToken,
      body: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.json.error.fields?.[0]?.key).toBe('validation.lifecycle.reasonTooLong');

    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectCode(await accept({ priceCents: 100 }, unknown), 404, 'not_found');
    await expectCode(await getRequest(artist, unknown), 404, 'not_found');
    await expectCode(
      await api(`/me/requests/${unknown}/refuse`, { token: artist.idToken, body: {} }),
      404,
      'not_found',
    );
    await expectCode(await getRequest(artist, 'not-a-uuid'), 400, 'validation_failed');

    expect(await lifecycleState(db, artist.sub)).toEqual(before);
    expect(await outboxEventsOf(db, requestId, 'request.accepted')).toEqual([]);
    expect(await outboxEventsOf(db, requestId, 'request.refused')).toEqual([]);
  });
});

describe('ownership', () => {
  it('another artist gets 404 on every inbox route and changes nothing; a client token is refused', async () => {
    const artist = await lifecycleArtist(db);
    const { requestId } = await pendingRequest(artist, on(2, '10:00', 120));
    const [other, onboardedOther] = await Promise.all([signUpArtist(), lifecycleArtist(db)]);
    const before = await lifecycleState(db, artist.sub);

    for (const intruder of [other, onboardedOther]) {
      const token = intruder.idToken;
      await expectCode(await api(`/me/requests/${requestId}`, { token }), 404, 'not_found');
      await expectCode(
        await api(`/me/requests/${requestId}/accept`, { token, body: { priceCents: 100 } }),
        404,
        'not_found',
      );
      await expectCode(await api(`/me/requests/${requestId}/refuse`, { token, body: {} }), 404, 'not_found');
      await expectCode(
        await api(`/me/requests/${requestId}/move`, { token, body: { slotId: on(3, '10:00', 120) } }),
        404,
        'not_found',
      );
    }
    const theirs = await api<RequestList>('/me/requests', { token: onboardedOther.idToken });
    expect(theirs.json.requests).toEqual([]);

    const client = await clientToken();
    for (const [method, path] of [
      ['GET', '/me/requests'],
      ['GET', `/me/requests/${requestId}`],
      ['POST', `/me/requests/${requestId}/accept`],
      ['GET', '/me/slots'],
    ] as const) {
      const answer = await api(path, {
        method,
        token: client,
        ...(method === 'POST' && { body: { priceCents: 100 } }),
      });
      expect([401, 403], `${method} ${path}`).toContain(answer.status);
    }
    expect(await lifecycleState(db, artist.sub)).toEqual(before);
  });
});
