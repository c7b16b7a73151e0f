import { beforeAll, describe, expect, it } from 'vitest';
import type { MyArtist, PublicProfile } from '#shared/api/contracts/artists.ts';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import { requestIdOf } from '#shared/domain/booking/request-id.ts';
import { firstDayAfter, requestMonthOf } from '#shared/domain/booking/reservation-rules.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  blockEmail,
  bookableArtist,
  bookingState,
  clientEmail,
  everyDay,
  oneDate,
  parisDay,
  postRequest,
  readyReferenceImage,
  requestBody,
  sendRequest,
  setPlan,
  setReservations,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { type ErrorBody, outboxTypesFor, storedImage } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

/** Nothing of a refused request was written: no request, no hold, no count, no event. */
async function expectNothingWritten(artist: BookingArtist, before: Awaited<ReturnType<typeof bookingState>>) {
  expect(await bookingState(db, artist.sub)).toEqual(before);
}

async function firstSlot(artist: BookingArtist) {
  const slots = await slotsOf(artist.pseudo);
  const id = slotIds(slots.json)[0];
  if (!id) throw new Error(`no slot: ${slots.text}`);
  return id;
}

describe('a booking request', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 120], ['15:00', 90]));
    // The artist works in French; the client writes in Spanish.
    await api('/me/preferences', { method: 'PATCH', token: artist.idToken, body: { locale: 'fr' } });
  });

  it('creates the request, holds its slot slice by slice, counts it, upserts the client and emails both sides', async () => {
    const slotId = await firstSlot(artist);
    const imageId = await readyReferenceImage(db, artist.sub);
    const body = requestBody(slotId, {
      locale: 'es',
      referenceImageIds: [imageId],
      client: { ...requestBody(slotId).client, email: `  ${clientEmail('Happy').toUpperCase()} ` },
    });
    const email = body.client.email.trim().toLowerCase();
    const created = await sendRequest(artist.pseudo, body);
    expect(created.status).toBe(201);
    const requestId = requestIdOf(artist.sub, body.idempotencyKey);
    expect(created.json).toEqual({
      requestId,
      status: 'pending',
      slot: { slotId, start: expect.any(String), end: expect.any(String) },
    });
    const { start, end } = created.json.slot;
    // The first slot offered is today's 15:00 (90 min) once 10:00 has passed in Paris, else a 10:00 (120 min).
    const minutes = Number(slotId.split('/')[1]);
    expect([90, 120]).toContain(minutes);
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(minutes * 60_000);

    const state = await bookingState(db, artist.sub);
    expect(state.requests).toHaveLength(1);
    expect(state.requests[0]).toMatchObject({
      requestId,
      status: 'pending',
      projectType: 'custom',
      slotId,
      clientEmail: email,
      clientInstagram: 'camille.ink',
      referenceImageIds: [imageId],
    });
    // 120 minutes: 8 slices of 15 minutes (90: 6), all held by this request.
    expect(state.holds.map((hold) => hold.sliceStart)).toEqual(
      Array.from({ length: minutes / 15 }, (_, i) =>
        new Date(new Date(start).getTime() + i * 15 * 60_000).toISOString(),
      ),
    );
    expect(new Set(state.holds.map((hold) => hold.requestId))).toEqual(new Set([requestId]));
    expect(state.requestCount).toBe(1);
    const client = await db.entities.client.get({ email }).go();
    expect(client.data).toMatchObject({ firstName: 'Camille', lastName: 'Martin', age: 29, locale: 'es' });
    // The attached image lost its TTL: it stays with the request.
    const image = await db.entities.image.get({ artistId: artist.sub, imageId }).go();
    expect(image.data?.expiresAt).toBeUndefined();
    expect(await outboxTypesFor(db, requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
    ]);

    // The slot is gone from the public slots, and GET /me counts the request.
    expect(slotIds((await slotsOf(artist.pseudo)).json)).not.toContain(slotId);
    const me = await api<MyArtist>('/me', { token: artist.idToken });
    expect(me.json.requestLimit).toEqual({
      used: 1,
      max: 10,
      resetsOn: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });

    // The client's confirmation, in the client's language, with a button that signs in to the
    // portal's requests (ADR 0085): the secret in the fragment.
    const confirmation = await waitForMail(email, { match: (mail) => mail.subject.includes('Tu solicitud') });
    expect(confirmation.body.text).toContain('Camille');
    expect(confirmation.body.text).toMatch(
      new RegExp(
        `/portal/login/email\\?email=${encodeURIComponent(email)}&redirect=%2Fportal%2Frequests#[\\w-]{22}\\.[\\w-]{43}`,
      ),
    );
    // The artist's new-request email, in the artist's language.
    const notice = await waitForMail(artist.email, {
      match: (mail) => mail.subject.includes('Nouvelle demande'),
    });
    expect(notice.body.text).toContain(`/app/requests/${requestId}`);
    // The statistics consumer counted it on the artist's local day.
    await expect
      .poll(async () => {
        const { data } = await db.entities.statsCounter.query
          .byArtistDay({ artistId: artist.sub, day: parisDay(0) })
          .go({ pages: 'all' });
        return data.find((counter) => counter.metric === 'requestsReceived')?.value;
      })
      .toBe(1);
  });

  it('is idempotent: a double submit and a retry create one request and answer the same', async () => {
    const slotId = (await slotIds((await slotsOf(artist.pseudo)).json))[1]!;
    const body = requestBody(slotId);
    const before = await bookingState(db, artist.sub);
    const [first, second] = await Promise.all([
      sendRequest(artist.pseudo, body),
      sendRequest(artist.pseudo, body),
    ]);
    const retry = await sendRequest(artist.pseudo, body);
    expect([first.status, second.status, retry.status]).toEqual([201, 201, 201]);
    expect(second.json).toEqual(first.json);
    expect(retry.json).toEqual(first.json);
    const after = await bookingState(db, artist.sub);
    expect(after.requests).toHaveLength(before.requests.length + 1);
    expect(after.requestCount).toBe(before.requestCount + 1);
    expect(await outboxTypesFor(db, first.json.requestId)).toEqual([
      'request.confirmation-requested',
      'request.created',
    ]);
  });

  it('a draft sent 3 times at once, over 5 slots: one request each, every answer 201 and the same', async () => {
    const slots = (await slotIds((await slotsOf(artist.pseudo, '?days=14')).json)).slice(4, 9);
    const before = await bookingState(db, artist.sub);
    for (const slotId of slots) {
      const body = requestBody(slotId);
      const answers = await Promise.all([1, 2, 3].map(() => sendRequest(artist.pseudo, body)));
      expect(
        answers.map((answer) => answer.status),
        JSON.stringify(answers.filter((answer) => answer.status !== 201).map((answer) => answer.json)),
      ).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json.requestId)).size).toBe(1);
    }
    const after = await bookingState(db, artist.sub);
    expect(after.requests).toHaveLength(before.requests.length + slots.length);
  });

  it('sends no new-request email to an artist whose notification settings say no', async () => {
    const quiet = await bookableArtist(everyDay(['10:00', 60]));
    await db.entities.artist.patch({ artistId: quiet.sub }).set({ notifyBookingRequests: false }).go();
    const body = requestBody(await firstSlot(quiet));
    expect((await sendRequest(quiet.pseudo, body)).status).toBe(201);
    await waitForMail(body.client.email);
    const newRequest = (mail: { subject: string }) => /New request|Nouvelle demande/.test(mail.subject);
    expect((await mailsTo(quiet.email)).filter(newRequest)).toEqual([]);
  });
});

describe('requests refused with nothing written', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 60], ['12:00', 60], ['16:00', 60]));
  });

  it('a slot that never existed', async () => {
    const before = await bookingState(db, artist.sub);
    for (const slotId of [`${parisDay(5)}T10:30/60`, `${parisDay(5)}T10:00/90`, '2019-01-01T10:00/60']) {
      const refused = await sendRequest(artist.pseudo, requestBody(slotId));
      expect(refused.status).toBe(409);
      expect((refused.json as unknown as ErrorBody).error.code).toBe('slot_unavailable');
    }
    await expectNothingWritten(artist, before);
  });

  it('a slot inside the request delay', async () => {
    const delayed = await bookableArtist(
      oneDate(parisDay(2), ['10:00', 60]),
      oneDate(parisDay(9), ['10:00', 60]),
    );
    await setReservations(delayed, { requestDelayMinutes: 7 * 24 * 60 });
    const before = await bookingState(db, delayed.sub);
    const refused = await sendRequest(
      delayed.pseudo,
      requestBody(`${parisDay(2)}T10:00/60`, { locale: 'fr' }),
    );
    expect(refused.status).toBe(409);
    expect((refused.json as unknown as ErrorBody).error.code).toBe('slot_too_soon');
    expect(slotIds((await slotsOf(delayed.pseudo)).json)).toEqual([`${parisDay(9)}T10:00/60`]);
    await expectNothingWritten(delayed, before);
  });

  it('a closed project type, and requests closed altogether', async () => {
    const closing = await bookableArtist(everyDay(['10:00', 60]));
    const slotId = await firstSlot(closing);
    await setReservations(closing, { openCustom: false, openTouchups: false });
    const before = await bookingState(db, closing.sub);
    for (const projectType of ['custom', 'touchup'] as const) {
      const refused = await sendRequest(closing.pseudo, requestBody(slotId, { projectType }));
      expect(refused.status).toBe(409);
      expect((refused.json as unknown as ErrorBody).error.code).toBe('project_type_closed');
    }
    await setReservations(closing, { openRequests: false });
    const closed = await sendRequest(closing.pseudo, requestBody(slotId));
    expect((closed.json as unknown as ErrorBody).error.code).toBe('requests_closed');
    expect((await slotsOf(closing.pseudo)).json.days).toEqual([]);
    await expectNothingWritten(closing, before);
  });

  it('a flash that is not the artist’s, an image that is not a ready reference of the artist', async () => {
    const slotId = await firstSlot(artist);
    const before = await bookingState(db, artist.sub);
    const flash = await sendRequest(artist.pseudo, {
      ...requestBody(slotId),
      projectType: 'flash',
      flashId: crypto.randomUUID(),
    });
    expect(flash.status).toBe(400);
    expect((flash.json as unknown as ErrorBody).error.fields?.[0]).toMatchObject({
      path: 'flashId',
      key: 'validation.booking.flashNotFound',
    });
    const pending = await storedImage(db, artist.sub, 'reference', 'pending');
    const notReference = await storedImage(db, artist.sub, 'work');
    const images = await sendRequest(
      artist.pseudo,
      requestBody(slotId, { referenceImageIds: [pending, notReference, crypto.randomUUID()] }),
    );
    expect(images.status).toBe(400);
    expect((images.json as unknown as ErrorBody).error.fields?.map((field) => field.key)).toEqual([
      'validation.booking.imageNotReady',
      'validation.booking.imageNotFound',
      'validation.booking.imageNotFound',
    ]);
    await expectNothingWritten(artist, before);
  });

  it('the 11th request on the Free plan: refused, and the public page shows booking closed', async () => {
    const free = await bookableArtist(everyDay(['09:00', 60], ['11:00', 60], ['14:00', 60], ['16:00', 60]));
    const ids = slotIds((await slotsOf(free.pseudo, '?days=10')).json);
    for (const slotId of ids.slice(0, 8)) {
      expect((await sendRequest(free.pseudo, requestBody(slotId))).status).toBe(201);
    }
    // Four at once for the last two places: the counter's condition lets exactly two through.
    const racing = await Promise.all(
      ids.slice(8, 12).map((slotId) => sendRequest(free.pseudo, requestBody(slotId))),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
    for (const answer of racing.filter((a) => a.status === 409)) {
      expect((answer.json as unknown as ErrorBody).error.code).toBe('request_limit_reached');
    }
    const free10 = await bookingState(db, free.sub);
    expect([free10.requests.length, free10.requestCount]).toEqual([10, 10]);
    const left = ids.slice(8, 12).filter((_, index) => racing[index]?.status !== 201);
    const page = await api<PublicProfile>(`/artists/${free.pseudo}`);
    expect(page.json.reservations.requests).toBe(false);
    // Closed until the 1st of next month in the artist's zone (ADR 42).
    const resetsOn = firstDayAfter(requestMonthOf(new Date(), 'Europe/Paris'));
    expect(page.json.reservations.reopensOn).toBe(resetsOn);
    expect((await api<MyArtist>('/me', { token: free.idToken })).json.requestLimit).toEqual({
      used: 10,
      max: 10,
      resetsOn,
    });
    expect((await slotsOf(free.pseudo)).json.days).toEqual([]);

    const before = await bookingState(db, free.sub);
    const refused = await sendRequest(free.pseudo, requestBody(left[0]!));
    expect(refused.status).toBe(409);
    expect((refused.json as unknown as ErrorBody).error).toMatchObject({
      code: 'request_limit_reached',
      message: expect.stringContaining('limit'),
    });
    await expectNothingWritten(free, before);

    // Pro lifts the limit (the two refused at confirmation keep their cart hold: another slot).
    await setPlan(db, free.sub, 'pro');
    expect((await sendRequest(free.pseudo, requestBody(ids[12]!))).status).toBe(201);
    expect((await api<MyArtist>('/me', { token: free.idToken })).json.requestLimit).toEqual({
      used: 11,
      max: null,
      resetsOn,
    });
  });

  it("a new month starts the count again: a past month's counter, or ADR 20's lifetime one, reads 0", async () => {
    const free = await bookableArtist(everyDay(['09:00', 60], ['11:00', 60], ['14:00', 60], ['16:00', 60]));
    const ids = slotIds((await slotsOf(free.pseudo, '?days=10')).json);
    const month = requestMonthOf(new Date(), 'Europe/Paris');
    // Closed last month: this month's first requests, sent at once, all go through and count once each.
    await db.entities.artist
      .patch({ artistId: free.sub })
      .set({ requestCount: 10, requestMonth: '2000-01' })
      .go();
    expect((await api<PublicProfile>(`/artists/${free.pseudo}`)).json.reservations).toMatchObject({
      requests: true,
    });
    const racing = await Promise.all(
      ids.slice(0, 3).map((slotId) => sendRequest(free.pseudo, requestBody(slotId))),
    );
    expect(racing.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const counted = (await db.entities.artist.get({ artistId: free.sub }).go({ consistent: true })).data;
    expect([counted?.requestCount, counted?.requestMonth]).toEqual([3, month]);
    // A lifetime counter of 10 written before months were counted: open, and this request is the month's first.
    await db.entities.artist
      .patch({ artistId: free.sub })
      .set({ requestCount: 10 })
      .remove(['requestMonth'])
      .go();
    expect((await sendRequest(free.pseudo, requestBody(ids[3]!))).status).toBe(201);
    const migrated = (await db.entities.artist.get({ artistId: free.sub }).go({ consistent: true })).data;
    expect([migrated?.requestCount, migrated?.requestMonth]).toEqual([1, month]);
    expect((await api<MyArtist>('/me', { token: free.idToken })).json.requestLimit).toMatchObject({
      used: 1,
      max: 10,
    });
  });

  it('a blocked email: the same answer as anyone, and nothing written, no email to the artist', async () => {
    const blocking = await bookableArtist(everyDay(['10:00', 60]));
    const slotId = await firstSlot(blocking);
    const body = requestBody(slotId);
    await blockEmail(db, blocking.sub, body.client.email.toUpperCase());
    const before = await bookingState(db, blocking.sub);
    // Posted only: no code email comes to confirm with.
    const answer = await postRequest(blocking.pseudo, body);
    expect(answer.status).toBe(201);
    // As anyone's: waiting for the email's confirmation (ADR 0067); the hold's end is the answer's time.
    const anyonesAnswer = {
      requestId: requestIdOf(blocking.sub, body.idempotencyKey),
      status: 'unconfirmed',
      slot: { slotId, start: expect.any(String), end: expect.any(String) },
      confirmation: { holdExpiresAt: expect.any(String), resendAfterSeconds: 60 },
    };
    expect(answer.json).toEqual(anyonesAnswer);
    expect((await postRequest(blocking.pseudo, body)).json).toEqual({
      ...answer.json,
      confirmation: anyonesAnswer.confirmation,
    });
    await expectNothingWritten(blocking, before);
    expect(await outboxTypesFor(db, answer.json.requestId)).toEqual([]);
    expect((await db.entities.client.get({ email: body.client.email }).go()).data).toBeNull();
    // Someone else's request still goes through, and its emails arrive; none about the blocked one.
    const other = requestBody(slotId);
    expect((await sendRequest(blocking.pseudo, other)).status).toBe(201);
    const newRequest = (mail: { subject: string }) => mail.subject.startsWith('New request');
    await waitForMail(blocking.email, { match: newRequest });
    expect((await mailsTo(blocking.email)).filter(newRequest)).toHaveLength(1);
    expect(await mailsTo(body.client.email)).toEqual([]);
  });

  it('an unknown pseudo: 404', async () => {
    const refused = await sendRequest('nobody-here-123', requestBody(`${parisDay(5)}T10:00/60`));
    expect(refused.status).toBe(404);
  });
});

describe('reference images from the public form', () => {
  it('announces pending reference images per draft (10 at most), whose status the form polls', async () => {
    const artist = await bookableArtist(everyDay(['10:00', 60]));
    const idempotencyKey = crypto.randomUUID();
    const path = `/artists/${artist.pseudo}/reference-images`;
    const first = await api<ImageUpload>(path, {
      body: { idempotencyKey, contentType: 'image/jpeg', size: 1000 },
    });
    expect(first.status).toBe(201);
    expect(first.json.upload.fields.key).toContain(`uploads/${artist.sub}/${first.json.imageId}`);
    const state = await api<ImageState>(`${path}/${first.json.imageId}`);
    expect(state.json).toEqual({ imageId: first.json.imageId, status: 'pending' });
    const item = await db.entities.image.get({ artistId: artist.sub, imageId: first.json.imageId }).go();
    expect(item.data).toMatchObject({ kind: 'reference', status: 'pending', expiresAt: expect.any(Number) });

    for (let i = 2; i <= 10; i++) {
      expect((await api(path, { body: { idempotencyKey, contentType: 'image/png', size: 10 } })).status).toBe(
        201,
      );
    }
    const eleventh = await api<ErrorBody>(path, {
      body: { idempotencyKey, contentType: 'image/png', size: 10 },
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.error.code).toBe('reference_upload_limit');
    // Another draft may still upload; a work image is not visible through this route.
    const fresh = { idempotencyKey: crypto.randomUUID(), contentType: 'image/webp', size: 10 };
    expect((await api(path, { body: fresh })).status).toBe(201);
    const work = await storedImage(db, artist.sub, 'work');
    expect((await api(`${path}/${work}`)).status).toBe(404);
    const refused = await api<ErrorBody>(path, { body: { ...fresh, contentType: 'application/pdf' } });
    expect(refused.status).toBe(400);
  });

  it('refuses uploads while the artist takes no request', async () => {
    const artist = await bookableArtist();
    await setReservations(artist, { openRequests: false });
    const refused = await api<ErrorBody>(`/artists/${artist.pseudo}/reference-images`, {
      body: { idempotencyKey: crypto.randomUUID(), contentType: 'image/jpeg', size: 1000 },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('requests_closed');
  });
});
