import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as runNotices } from '#functions/consumers/client-notices/send-due-notices.ts';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import type { PortalBooking, PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { healedPhotoDueAt } from '#shared/domain/booking/client-notices.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, clientEmail, on } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { clientBooking, expectCode, lifecycleArtist, saveDepositPolicy } from '#tests/support/lifecycle.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { postForm } from '#tests/support/media-bucket.ts';
import { knownClient, portalSession } from '#tests/support/portal.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The photo of the healed tattoo (issue 31, item 3; ADR 0101), through the local cloud: the
 * artist's policy asks for it 14 days after the session; the notices job emails the client once, on
 * that day at 10:00 Paris time; from then the client uploads it from the portal (private, an image
 * of bounded size and type) and sends it, another replacing it; the booking's artist opens it by
 * short presigned GETs and is told by email. Another client's token, or another artist: 404.
 */
const { db } = cloudAndDb();
const DAY = 86_400_000;
const POLICY = { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1, healedPhotoDays: 14 };

const uploads = (bookingId: string) => `/portal/bookings/${bookingId}/healed-photo/uploads`;
const sendPath = (bookingId: string) => `/portal/bookings/${bookingId}/healed-photo`;

const jpeg = (red = 200) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: red, g: 150, b: 120 } } })
    .jpeg()
    .toBuffer();

/** A booking accepted on a future slot, then moved `daysAgo` into the past (its slot id too). */
async function pastBooking(artist: BookingArtist, email: string, slotId: string, daysAgo: number) {
  const booking = await clientBooking(artist, email, slotId);
  const start = new Date(Date.now() - daysAgo * DAY);
  await db.entities.booking
    .patch({ artistId: artist.sub, bookingId: booking.bookingId })
    .set({
      slotStart: start.toISOString(),
      slotEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    })
    .go();
  return booking;
}

async function portalView(token: string, bookingId: string) {
  const list = await api<PortalBookingList>('/portal/bookings', { token });
  return list.json.bookings.find((item) => item.bookingId === bookingId);
}

/** Announces, posts and waits for the processor: the settled state of the upload. */
async function upload(token: string, bookingId: string, bytes: Buffer) {
  const announced = await api<ImageUpload & ErrorBody>(uploads(bookingId), {
    token,
    body: { contentType: 'image/jpeg', size: bytes.length },
  });
  expect(announced.status, announced.text).toBe(201);
  expect((await postForm(announced.json.upload, bytes, 'healed.jpg', 'image/jpeg')).status).toBe(204);
  const path = `${sendPath(bookingId)}/${announced.json.imageId}`;
  let state: ImageState | undefined;
  await vi.waitFor(
    async () => {
      const answer = await api<ImageState>(path, { token });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.status).not.toBe('pending');
      state = answer.json;
    },
    { timeout: 20_000, interval: 100 },
  );
  return state!;
}

const send = (token: string, bookingId: string, imageId: string, locale = 'en') =>
  api<PortalBooking & ErrorBody>(sendPath(bookingId), {
    method: 'PUT',
    token,
    body: { imageId },
    headers: { 'accept-language': locale },
  });

describe('The healed photo', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await lifecycleArtist(db);
    const current = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    // Too soon to judge the healing, or a fraction: a localized refusal, nothing saved.
    for (const healedPhotoDays of [7, 90, 20.5]) {
      const refused = await api<ErrorBody>('/me/reservation-settings', {
        method: 'PUT',
        token: artist.idToken,
        body: { ...current.json, depositPolicy: { ...POLICY, healedPhotoDays } },
        headers: { 'accept-language': 'fr' },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields?.[0]).toMatchObject({
        path: 'depositPolicy.healedPhotoDays',
        message: 'Entre 14 et 60 jours après la séance, ou 0 pour ne pas la demander',
      });
    }
    const unchanged = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    expect(unchanged.json.depositPolicy.healedPhotoDays).toBeUndefined();
    await saveDepositPolicy(artist, POLICY);
  });

  it('is asked for once, on the day the policy set, at 10:00 in the artist’s zone', async () => {
    const email = clientEmail('healed-ask');
    const booking = await clientBooking(artist, email, on(3, '10:00', 120));
    const noticeOf = async () =>
      (
        await db.entities.clientNotice.scan
          .where(
            ({ bookingId, notice }, { eq }) =>
              `${eq(bookingId, booking.bookingId)} AND ${eq(notice, 'healedPhoto')}`,
          )
          .go({ pages: 'all' })
      ).data;
    await vi.waitFor(async () => expect(await noticeOf()).toHaveLength(1), { timeout: 15_000 });
    const [planned] = await noticeOf();
    const due = healedPhotoDueAt({ localDate: booking.slot.localDate, timezone: 'Europe/Paris' }, 14);
    expect(planned?.dueAt).toBe(due.toISOString());
    const asked = (m: { subject: string }) => m.subject.startsWith('A photo of your healed tattoo');

    // An hour before: nothing. On the day, the schedule fires twice at once, then again: one email.
    await runNotices({ id: 'healed-early', time: new Date(due.getTime() - 3_600_000).toISOString() });
    expect((await noticeOf())[0]?.doneAt).toBeUndefined();
    const time = new Date(due.getTime() + 60_000).toISOString();
    await Promise.all([runNotices({ id: 'healed-a', time }), runNotices({ id: 'healed-b', time })]);
    await runNotices({ id: 'healed-c', time });
    const mail = await waitForMail(email, { match: asked });
    expect(mail.body.text).toContain('Send my photo');
    expect(mail.body.text).toContain('redirect=%2Fportal%2Fbookings');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(email)).filter(asked)).toHaveLength(1);
    expect((await noticeOf())[0]).toMatchObject({ outcome: 'sent' });
  });

  it('is sent by its client only, an image of bounded type and size; the artist alone opens it', async () => {
    const email = clientEmail('healed-send');
    const booking = await pastBooking(artist, email, on(2, '10:00', 120), 20);
    const session = await portalSession(email);
    const token = session.accessToken;
    expect((await portalView(token, booking.bookingId))?.healedPhoto?.askedFrom).toEqual(expect.any(String));

    // Another client's token: 404 everywhere, nothing written.
    const stranger = (await portalSession(await knownClient())).accessToken;
    const theirs = await api<ErrorBody>(uploads(booking.bookingId), {
      token: stranger,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    expect(theirs.status).toBe(404);
    // A type or a size the pipeline does not take: a localized 400.
    const gif = await api<ErrorBody>(uploads(booking.bookingId), {
      token,
      body: { contentType: 'image/gif', size: 1000 },
      headers: { 'accept-language': 'es' },
    });
    expect(gif.status).toBe(400);
    expect(gif.json.error.fields?.[0]?.path).toBe('contentType');
    expect(gif.json.error.fields?.[0]?.message).toMatch(/JPEG/);
    const huge = await api<ErrorBody>(uploads(booking.bookingId), {
      token,
      body: { contentType: 'image/jpeg', size: 30 * 1024 * 1024 },
    });
    expect(huge.status).toBe(400);
    expect(huge.json.error.fields?.[0]?.path).toBe('size');

    const first = await upload(token, booking.bookingId, await jpeg());
    expect(first.status).toBe('ready');
    // The stranger can neither poll it nor send it to the booking.
    expect((await api(`${sendPath(booking.bookingId)}/${first.imageId}`, { token: stranger })).status).toBe(
      404,
    );
    expect((await send(stranger, booking.bookingId, first.imageId)).status).toBe(404);
    const sent = await send(token, booking.bookingId, first.imageId);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.healedPhoto).toMatchObject({ imageId: first.imageId, sentAt: expect.any(String) });
    // The same photo again: the booking as it is, no second history line.
    expect((await send(token, booking.bookingId, first.imageId)).status).toBe(200);

    // The artist opens it by short presigned GETs and is told once; another artist: 404.
    const link = await api<BookingPhotoLink>(`/me/bookings/${booking.bookingId}/healed-photo`, {
      token: artist.idToken,
    });
    expect(link.status).toBe(200);
    const image = await fetch(link.json.thumbnailUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const other = await lifecycleArtist(db);
    const notTheirs = await api(`/me/bookings/${booking.bookingId}/healed-photo`, { token: other.idToken });
    expect(notTheirs.status).toBe(404);
    const told = (m: { subject: string }) => m.subject === 'Alex sent the photo of their healed tattoo';
    await waitForMail(artist.email, { match: told });

    // Another photo replaces it; the artist is told it replaced one.
    const second = await upload(token, booking.bookingId, await jpeg(90));
    const replaced = await send(token, booking.bookingId, second.imageId);
    expect(replaced.json.healedPhoto?.imageId).toBe(second.imageId);
    const view = await api<BookingView>(`/me/bookings/${booking.bookingId}`, { token: artist.idToken });
    expect(view.json.history.filter((entry) => entry.action === 'healed-photo')).toHaveLength(2);
    const replacedMail = await waitForMail(artist.email, {
      match: (m) => told(m) && m.body.text?.includes('It replaces the photo sent before.') === true,
    });
    expect(replacedMail).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(artist.email)).filter(told)).toHaveLength(2);
    // The replaced photo is left to expire.
    const old = await db.entities.image.get({ artistId: artist.sub, imageId: first.imageId }).go();
    expect(old.data?.expiresAt).toEqual(expect.any(Number));
  });

  it('refuses before its day, a file that is not an image, and another booking’s photo', async () => {
    const email = clientEmail('healed-refused');
    const recent = await pastBooking(artist, email, on(4, '10:00', 120), 5);
    const due = await pastBooking(artist, email, on(5, '10:00', 120), 30);
    const token = (await portalSession(email)).accessToken;
    expect((await portalView(token, recent.bookingId))?.healedPhoto).toBeUndefined();
    const early = await api<ErrorBody>(uploads(recent.bookingId), {
      token,
      body: { contentType: 'image/jpeg', size: 1000 },
      headers: { 'accept-language': 'fr' },
    });
    await expectCode(early, 409, 'healed_photo_not_yet');
    expect(early.json.error.message).toBe(
      'La photo du tatouage cicatrisé s’envoie à partir du jour fixé par l’artiste',
    );

    const text = Buffer.from('not an image at all, just words');
    const rejected = await upload(token, due.bookingId, text);
    expect(rejected.status).toBe('rejected');
    await expectCode(await send(token, due.bookingId, rejected.imageId), 400, 'healed_photo_not_image');
    // A photo uploaded for one booking cannot be sent to another.
    const other = await pastBooking(artist, email, on(6, '10:00', 120), 30);
    const forOther = await upload(token, other.bookingId, await jpeg());
    await expectCode(await send(token, due.bookingId, forOther.imageId), 400, 'healed_photo_unavailable');
    const item = await db.entities.booking.get({ artistId: artist.sub, bookingId: due.bookingId }).go();
    expect(item.data?.healedPhotoImageId).toBeUndefined();
  });
});
