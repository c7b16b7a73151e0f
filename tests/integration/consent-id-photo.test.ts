import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import type { BookingConsent } from '#shared/api/contracts/consent.ts';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import { api } from '#tests/support/api.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { consentScene, signBody, signConsent } from '#tests/support/consent-signing.ts';
import { postForm } from '#tests/support/media-bucket.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The consent's optional ID photo (ADR 0088): uploaded by the booking's client through the image
 * pipeline, bound to that booking, kept private (variants under `private/`, never in the PDF), opened
 * only by the booking's artist through short presigned GETs.
 */
const { db } = cloudAndDb();

const idPath = (bookingId: string) => `/portal/bookings/${bookingId}/consent/id-photo`;

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 180, b: 120 } } })
    .jpeg()
    .toBuffer();

async function settled(token: string, bookingId: string, imageId: string): Promise<ImageState> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await api<ImageState>(`${idPath(bookingId)}/${imageId}`, { token });
    expect(answer.status, answer.text).toBe(200);
    if (answer.json.status !== 'pending') return answer.json;
    if (Date.now() > deadline) throw new Error(`ID photo ${imageId} is still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Announces, posts and waits for the processor: the settled state of the client's ID photo. */
async function uploadIdPhoto(token: string, bookingId: string, bytes: Buffer, type = 'image/jpeg') {
  const announced = await api<ImageUpload & ErrorBody>(idPath(bookingId), {
    token,
    body: { contentType: type, size: bytes.length },
  });
  expect(announced.status, announced.text).toBe(201);
  expect((await postForm(announced.json.upload, bytes, 'id.jpg', type)).status).toBe(204);
  return settled(token, bookingId, announced.json.imageId);
}

const consentOf = async (artistId: string, bookingId: string) =>
  (await db.entities.consent.get({ artistId, bookingId }).go()).data;

describe('the consent’s ID photo (ADR 0088)', () => {
  let scene: Awaited<ReturnType<typeof consentScene<'withPhoto' | 'withoutPhoto' | 'bobs'>>>;
  beforeAll(async () => {
    scene = await consentScene([
      ['withPhoto', 'ada', 2],
      ['withoutPhoto', 'ada', 3],
      ['bobs', 'bob', 4],
    ] as const);
  });

  /** Ada signs naming this photo: 400 with `code`, a field error on the photo. */
  async function refusedOnAdas(imageId: string, code: string) {
    const answer = await signConsent(
      scene.adaToken,
      scene.booked.withPhoto,
      signBody({ idPhotoImageId: imageId }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe(code);
    expect(answer.json.error.fields?.map((field) => field.path)).toEqual(['idPhotoImageId']);
  }

  it('refuses another client’s upload and a file that is not an image, and writes no consent', async () => {
    // Bob may not announce a photo for Ada's booking.
    const forAda = await api<ErrorBody>(idPath(scene.booked.withPhoto), {
      token: scene.bobToken,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    expect(forAda.status).toBe(404);
    // Bob's own photo, of his own booking with the same artist, cannot be named on Ada's consent.
    const bobs = await uploadIdPhoto(scene.bobToken, scene.booked.bobs, await jpeg());
    expect(bobs.status).toBe('ready');
    expect(
      (await api(`${idPath(scene.booked.withPhoto)}/${bobs.imageId}`, { token: scene.adaToken })).status,
    ).toBe(404);
    await refusedOnAdas(bobs.imageId, 'id_photo_unavailable');

    const notImage = await uploadIdPhoto(
      scene.adaToken,
      scene.booked.withPhoto,
      Buffer.from('not an image at all'),
    );
    expect(notImage).toMatchObject({ status: 'rejected', rejectReason: 'unsupported_type' });
    await refusedOnAdas(notImage.imageId, 'id_photo_not_image');
    expect(await consentOf(scene.artist.sub, scene.booked.withPhoto)).toBeNull();
  });

  it('signs with the photo: recorded on the consent, private, its TTL removed', async () => {
    const photo = await uploadIdPhoto(scene.adaToken, scene.booked.withPhoto, await jpeg());
    expect(photo.status).toBe('ready');
    // The uploader sees their own photo only through signed URLs of `private/`.
    expect(photo.image?.variants[0]?.url).toMatch(/\/private\/.*X-Amz-Signature=/);
    const signed = await signConsent(
      scene.adaToken,
      scene.booked.withPhoto,
      signBody({ idPhotoImageId: photo.imageId }),
    );
    expect(signed.status, signed.text).toBe(201);
    expect(signed.json.signed?.idPhoto).toBe(true);
    const consent = (await consentOf(scene.artist.sub, scene.booked.withPhoto))!;
    expect(consent.idPhotoImageId).toBe(photo.imageId);
    const image = (await db.entities.image.get({ artistId: scene.artist.sub, imageId: photo.imageId }).go())
      .data!;
    expect(image).toMatchObject({ kind: 'idPhoto', bookingId: scene.booked.withPhoto, uploadedBy: 'client' });
    expect(image.expiresAt).toBeUndefined();
    // Once signed, no further photo may be announced for it.
    const late = await api<ErrorBody>(idPath(scene.booked.withPhoto), {
      token: scene.adaToken,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('consent_already_signed');
  });

  it('shows the photo to the booking’s artist through short presigned GETs, 404 to another artist', async () => {
    const view = await api<BookingConsent>(`/me/bookings/${scene.booked.withPhoto}/consent`, {
      token: scene.artist.idToken,
    });
    expect(view.json.signed?.idPhoto).toBe(true);
    const link = await api<BookingPhotoLink>(`/me/bookings/${scene.booked.withPhoto}/consent/id-photo`, {
      token: scene.artist.idToken,
    });
    expect(link.status, link.text).toBe(200);
    expect(link.json).toMatchObject({ width: 1200, height: 800 });
    for (const url of [link.json.thumbnailUrl, link.json.url]) {
      expect(url).toMatch(/\/private\/.*X-Amz-Expires=300/);
      const bytes = await fetch(url);
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toBe('image/webp');
    }
    expect(link.json.thumbnailUrl).toContain('/320.webp');
    expect(link.json.url).toContain('/1200.webp');
    expect(
      (await api(`/me/bookings/${scene.booked.withPhoto}/consent/id-photo`, { token: scene.other.idToken }))
        .status,
    ).toBe(404);
  });

  it('signs without a photo: the consent says none and the artist’s link is 404', async () => {
    const signed = await signConsent(scene.adaToken, scene.booked.withoutPhoto, signBody());
    expect(signed.status, signed.text).toBe(201);
    expect(signed.json.signed?.idPhoto).toBe(false);
    expect((await consentOf(scene.artist.sub, scene.booked.withoutPhoto))?.idPhotoImageId).toBeUndefined();
    expect(
      (
        await api(`/me/bookings/${scene.booked.withoutPhoto}/consent/id-photo`, {
          token: scene.artist.idToken,
        })
      ).status,
    ).toBe(404);
  });
});
