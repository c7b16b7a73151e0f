import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3EventRecord } from 'aws-lambda';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceImageUpload } from '#functions/lib/image-uploads.ts';
import { presignedGetUrl } from '#functions/lib/private-media.ts';
import { handler as processUpload } from '#functions/media/process-upload.ts';
import { createConfirmedUser, passwordAuth } from '#scripts/local-cloud/cognito/confirmed-user.ts';
import type { ImageState, ImageUpload, PublicImage } from '#shared/api/contracts/images.ts';
import type { PortalRequestList } from '#shared/api/contracts/portal-lifecycle.ts';
import type { RequestList } from '#shared/api/contracts/requests.ts';
import { api } from '#tests/support/api.ts';
import {
  cognitoClient,
  signUpArtist,
  TEST_PASSWORD,
  type TestArtist,
  uniqueEmail,
} from '#tests/support/artists.ts';
import { type BookingArtist, clientEmail, requestBody } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { freeSlots, getRequest, lifecycleArtist, pendingRequest } from '#tests/support/lifecycle.ts';
import { mediaS3, objectExists, postForm } from '#tests/support/media-bucket.ts';
import { knownClient, portalSession } from '#tests/support/portal.ts';

/**
 * The image pipeline against the local cloud: announce → presigned POST straight to the S3 stand-in
 * (a multipart form as a browser sends it) → the processor (on the stand-in's object-created event)
 * → the variants served under /media by the gateway. Refused files change nothing public.
 */
const { cloud, db } = cloudAndDb();
const bucket = cloud.env.MEDIA_BUCKET!;
const s3 = mediaS3();

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; key: string; message: string }[] };
}

let artist: TestArtist;
let other: TestArtist;
beforeAll(async () => {
  [artist, other] = await Promise.all([signUpArtist(), signUpArtist()]);
});

/** A photo as a phone takes it: JPEG with EXIF (camera, GPS position) and an orientation to apply. */
async function photoWithGps(width = 2000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'InkPhone', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block holds a pointer to a GPS IFD (tag 0x8825, either byte order). */
function hasGpsIfd(exif: Buffer | undefined) {
  if (!exif) return false;
  return (
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))
  );
}

async function announce(token: string, body: Record<string, unknown>) {
  return api<ImageUpload & ErrorBody>('/me/images', { token, body });
}

async function uploadImage(
  token: string,
  bytes: Buffer,
  options: { contentType?: string; kind?: string; filename?: string; announcedSize?: number } = {},
) {
  const contentType = options.contentType ?? 'image/jpeg';
  const announced = await announce(token, {
    kind: options.kind ?? 'work',
    contentType,
    size: options.announcedSize ?? bytes.length,
  });
  expect(announced.status, announced.text).toBe(201);
  const posted = await postForm(announced.json.upload, bytes, options.filename ?? 'photo.jpg', contentType);
  expect(posted.status).toBe(204);
  return announced.json;
}

/** Polls the image until the processor settled it. */
async function settled(token: string, imageId: string): Promise<ImageState> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await api<ImageState>(`/me/images/${imageId}`, { token });
    expect(answer.status).toBe(200);
    if (answer.json.status !== 'pending') return answer.json;
    if (Date.now() > deadline) throw new Error(`image ${imageId} is still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function keysUnder(prefix: string) {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

function originalExists(artistId: string, imageId: string) {
  return objectExists(s3, bucket, `uploads/${artistId}/${imageId}`);
}

async function outboxEventsAbout(imageId: string) {
  const { data } = await db.entities.outboxEvent.scan
    .where(({ detail }, { contains }) => contains(detail, imageId))
    .go({ pages: 'all' });
  return data.map((event) => event.detailType);
}

const media = (path: string) => fetch(`${cloud.urls.app}${path}`);

/** The S3 notification record of an upload, as the bucket sends it to the processor. */
function uploadRecord(artistId: string, imageId: string): S3EventRecord {
  return {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: cloud.env.AWS_REGION!,
    eventTime: new Date().toISOString(),
    eventName: 'ObjectCreated:Post',
    userIdentity: { principalId: 'test' },
    requestParameters: { sourceIPAddress: '127.0.0.1' },
    responseElements: { 'x-amz-request-id': 'redelivery', 'x-amz-id-2': 'redelivery' },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId: 'uploads',
      bucket: { name: bucket, ownerIdentity: { principalId: 'test' }, arn: `arn:aws:s3:::${bucket}` },
      object: { key: `uploads/${artistId}/${imageId}`, size: 1, eTag: 'x', sequencer: '1' },
    },
  };
}

describe('a photo uploaded through the presigned POST', () => {
  let state: ImageState;
  let imageId: string;
  let input: Buffer;

  beforeAll(async () => {
    input = await photoWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(hasGpsIfd(inputMeta.exif)).toBe(true);
    expect(inputMeta.orientation).toBe(6);
    ({ imageId } = await uploadImage(artist.idToken, input));
    state = await settled(artist.idToken, imageId);
  });

  it('becomes ready with its oriented size, a placeholder colour and the standard variants', () => {
    expect(state).toMatchObject({ imageId, status: 'ready' });
    expect(state.rejectReason).toBeUndefined();
    expect(state.image).toMatchObject({ imageId, width: 1200, height: 2000 });
    expect(state.image?.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(state.image?.variants).toEqual(
      [320, 640, 1024, 1200].map((width) => ({
        width,
        url: `/media/${artist.sub}/${imageId}/${width}.webp`,
      })),
    );
  });

  it('serves each variant as WebP with immutable caching and no metadata left (no EXIF, no GPS)', async () => {
    for (const variant of state.image!.variants) {
      const response = await media(variant.url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.height).toBe(Math.round((variant.width * 2000) / 1200));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('deletes the original, and /media never serves originals or anything outside the variants', async () => {
    expect(await originalExists(artist.sub, imageId)).toBe(false);
    expect(await keysUnder(`uploads/${artist.sub}/`)).toEqual([]);
    expect((await keysUnder(`media/${artist.sub}/${imageId}/`)).sort()).toEqual(
      [1024, 1200, 320, 640].map((width) => `media/${artist.sub}/${imageId}/${width}.webp`),
    );
    for (const path of [
      `/media/uploads/${artist.sub}/${imageId}`,
      `/media/${artist.sub}/${imageId}`,
      `/media/${artist.sub}/${imageId}/1600.webp`,
      `/media/..%2Fuploads%2F${artist.sub}%2F${imageId}`,
      '/media/',
    ]) {
      expect((await media(path)).status, path).toBe(404);
    }
  });

  it('records one image.processed event, and a redelivered S3 event changes nothing', async () => {
    expect(await outboxEventsAbout(imageId)).toEqual(['image.processed']);
    const before = (await db.entities.image.get({ artistId: artist.sub, imageId }).go()).data;
    expect(before?.expiresAt).toBeUndefined();
    const again = await processUpload({ Records: [uploadRecord(artist.sub, imageId)] });
    expect(again.outcomes).toEqual(['ignored']);
    expect((await db.entities.image.get({ artistId: artist.sub, imageId }).go()).data).toEqual(before);
    expect(await outboxEventsAbout(imageId)).toEqual(['image.processed']);
  });

  it('is 404 for another artist, 403 for a signed-in user who is not an artist, 401 without a token', async () => {
    const theirs = await api<ErrorBody>(`/me/images/${imageId}`, { token: other.idToken });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe('not_found');
    expect(theirs.text).not.toContain(artist.sub);

    const client = await signInNonArtist();
    expect((await api(`/me/images/${imageId}`, { token: client })).status).toBe(403);
    expect(
      (await announce(client, { kind: 'reference', contentType: 'image/jpeg', size: 1000 })).status,
    ).toBe(403);
    expect((await api(`/me/images/${imageId}`)).status).toBe(401);
    expect(
      (await api('/me/images', { body: { kind: 'work', contentType: 'image/jpeg', size: 10 } })).status,
    ).toBe(401);
    expect((await api(`/me/images/${randomUUID()}`, { token: artist.idToken })).status).toBe(404);
  });
});

describe('refused uploads', () => {
  it('refuses to announce a 20 MB file, an SVG, or an empty or unknown kind, with localized messages', async () => {
    const big = await api<ErrorBody>('/me/images', {
      token: artist.idToken,
      headers: { 'accept-language': 'fr' },
      body: { kind: 'flash', contentType: 'image/jpeg', size: 20 * 1024 * 1024 },
    });
    expect(big.status).toBe(400);
    expect(big.json.error.fields).toEqual([
      { path: 'size', key: 'validation.imageTooLarge', message: 'Image trop volumineuse : 10 Mo maximum' },
    ]);
    const svg = await announce(artist.idToken, { kind: 'flash', contentType: 'image/svg+xml', size: 300 });
    expect(svg.status).toBe(400);
    expect(svg.json.error.fields).toEqual([
      {
        path: 'contentType',
        key: 'validation.imageTypeUnsupported',
        message: 'Unsupported format: JPEG, PNG or WebP only',
      },
    ]);
    expect(
      (await announce(artist.idToken, { kind: 'flash', contentType: 'image/png', size: 0 })).status,
    ).toBe(400);
    expect(
      (await announce(artist.idToken, { kind: 'poster', contentType: 'image/png', size: 10 })).status,
    ).toBe(400);
  });

  it.each([
    {
      name: 'a 20 MB file posted beyond the announced size',
      bytes: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20 * 1024 * 1024)]),
      contentType: 'image/jpeg',
      filename: 'huge.jpg',
      announcedSize: 1_000_000,
      reason: 'too_large',
    },
    {
      name: 'an HTML page renamed .jpg',
      bytes: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      contentType: 'image/jpeg',
      filename: 'cat.jpg',
      reason: 'unsupported_type',
    },
    {
      name: 'an SVG announced as PNG',
      bytes: () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      contentType: 'image/png',
      filename: 'logo.png',
      reason: 'unsupported_type',
    },
    {
      name: 'a truncated JPEG',
      bytes: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      contentType: 'image/jpeg',
      filename: 'broken.jpg',
      reason: 'unreadable',
    },
  ])('rejects $name, deletes it and publishes nothing', async (upload) => {
    const { imageId } = await uploadImage(artist.idToken, upload.bytes(), upload);
    const state = await settled(artist.idToken, imageId);
    expect(state).toEqual({ imageId, status: 'rejected', rejectReason: upload.reason });
    expect(await originalExists(artist.sub, imageId)).toBe(false);
    expect(await keysUnder(`media/${artist.sub}/${imageId}/`)).toEqual([]);
    expect((await media(`/media/${artist.sub}/${imageId}/320.webp`)).status).toBe(404);
    expect(await outboxEventsAbout(imageId)).toEqual(['image.rejected']);
    const item = (await db.entities.image.get({ artistId: artist.sub, imageId }).go()).data;
    expect(item?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('deliveries and limits', () => {
  it('settles an image once when the S3 event is delivered twice at the same time', async () => {
    const owner = await signUpArtist();
    const { imageId } = await uploadImage(owner.idToken, await photoWithGps(400, 300));
    const direct = await processUpload({ Records: [uploadRecord(owner.sub, imageId)] });
    const state = await settled(owner.idToken, imageId);
    expect(state.status).toBe('ready');
    expect(['processed', 'ignored']).toContain(direct.outcomes[0]);
    expect(await outboxEventsAbout(imageId)).toEqual(['image.processed']);
    expect(await originalExists(owner.sub, imageId)).toBe(false);
  });

  it('lets the browser post the form from the app origin (CORS of the S3 stand-in)', async () => {
    const { upload } = (await announce(artist.idToken, { kind: 'work', contentType: 'image/png', size: 100 }))
      .json;
    const preflight = await fetch(upload.url, {
      method: 'OPTIONS',
      headers: { origin: cloud.urls.app, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append(
      'file',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'x.png',
    );
    const posted = await fetch(upload.url, {
      method: 'POST',
      body: form,
      headers: { origin: cloud.urls.app },
    });
    expect(posted.status).toBe(204);
    expect(posted.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:\d+)$/);
  });

  it('deletes an upload nobody announced', async () => {
    const owner = await signUpArtist();
    const imageId = randomUUID();
    const key = `uploads/${owner.sub}/${imageId}`;
    const form = new FormData();
    form.append('key', key);
    form.append('Content-Type', 'image/jpeg');
    form.append('file', new Blob([new Uint8Array(await photoWithGps(100, 100))]), 'x.jpg');
    expect((await fetch(`${cloud.urls.s3}/${bucket}`, { method: 'POST', body: form })).status).toBe(204);
    const deadline = Date.now() + 20_000;
    while ((await originalExists(owner.sub, imageId)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await originalExists(owner.sub, imageId)).toBe(false);
    expect(await keysUnder(`media/${owner.sub}/`)).toEqual([]);
  });

  it('answers 429 too_many_uploads beyond 20 pending uploads per artist', async () => {
    const busy = await signUpArtist();
    const body = { kind: 'work', contentType: 'image/webp', size: 1000 };
    for (let index = 0; index < 20; index++) {
      expect((await announce(busy.idToken, body)).status).toBe(201);
    }
    const refused = await api<ErrorBody>('/me/images', {
      token: busy.idToken,
      headers: { 'accept-language': 'es' },
      body,
    });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      code: 'too_many_uploads',
      message: 'Demasiadas imágenes enviándose: espera a que terminen y vuelve a intentarlo',
    });
    expect((await announce(other.idToken, body)).status).toBe(201);
  });

  it("counts clients' reference uploads apart, so that they never block the artist's own", async () => {
    const target = await signUpArtist();
    for (let index = 0; index < 20; index++) {
      await announceImageUpload({ artistId: target.sub, kind: 'reference', contentType: 'image/jpeg' });
    }
    await expect(
      announceImageUpload({ artistId: target.sub, kind: 'reference', contentType: 'image/jpeg' }),
    ).rejects.toMatchObject({ status: 429, code: 'too_many_uploads' });
    const own = await announce(target.idToken, { kind: 'avatar', contentType: 'image/jpeg', size: 1000 });
    expect(own.status).toBe(201);
  });
});

/** A Cognito user of the pool outside the `artist` group (a client signing in with the wrong app). */
async function signInNonArtist() {
  const email = uniqueEmail('client');
  const cognito = cognitoClient();
  try {
    const user = { email, password: TEST_PASSWORD };
    await createConfirmedUser(cognito, cloud.userPoolId, user);
    return (await passwordAuth(cognito, cloud.userPoolClientId, user)).IdToken ?? '';
  } finally {
    cognito.destroy();
  }
}

describe("a client's reference image: private (ADR 0072)", () => {
  /** Polls the public form's own view of a reference image until the processor settled it. */
  async function settledReference(pseudo: string, imageId: string): Promise<ImageState> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await api<ImageState>(`/artists/${pseudo}/reference-images/${imageId}`);
      expect(answer.status).toBe(200);
      if (answer.json.status !== 'pending') return answer.json;
      if (Date.now() > deadline) throw new Error(`reference ${imageId} is still pending`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Each variant's URL is a presigned GET of `private/` on the S3 endpoint, and it answers the WebP. */
  async function expectSigned(image: PublicImage | undefined, artistId: string, imageId: string) {
    expect(image?.variants.length).toBeGreaterThan(0);
    for (const variant of image!.variants) {
      const url = new URL(variant.url);
      expect(url.origin).toBe(new URL(cloud.env.AWS_ENDPOINT_URL_S3!).origin);
      expect(url.pathname).toBe(`/${bucket}/private/${artistId}/${imageId}/${variant.width}.webp`);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const response = await fetch(url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
    }
  }

  let owner: BookingArtist;
  let rival: BookingArtist;
  let imageId: string;
  let requestId: string;
  let client: string;
  beforeAll(async () => {
    [owner, rival] = await Promise.all([lifecycleArtist(db), lifecycleArtist(db)]);
  });

  it('is previewed by the form that uploads it through signed URLs, and never lands under media/', async () => {
    const bytes = await photoWithGps(1200, 800);
    const announced = await api<ImageUpload>(`/artists/${owner.pseudo}/reference-images`, {
      body: { idempotencyKey: randomUUID(), contentType: 'image/jpeg', size: bytes.length },
    });
    expect(announced.status, announced.text).toBe(201);
    expect((await postForm(announced.json.upload, bytes, 'ref.jpg', 'image/jpeg')).status).toBe(204);
    imageId = announced.json.imageId;
    const state = await settledReference(owner.pseudo, imageId);
    expect(state.status).toBe('ready');
    await expectSigned(state.image, owner.sub, imageId);

    expect(await keysUnder(`media/${owner.sub}/${imageId}/`)).toEqual([]);
    expect((await keysUnder(`private/${owner.sub}/${imageId}/`)).length).toBeGreaterThan(0);
    for (const width of [320, 640, 1024])
      expect((await media(`/media/${owner.sub}/${imageId}/${width}.webp`)).status).toBe(404);
  });

  it('reaches the artist of the request and its client through signed URLs; the form, a rival artist and a stranger get nothing', async () => {
    const [slotId] = await freeSlots(owner);
    client = clientEmail('reference');
    const sent = await pendingRequest(owner, slotId!, {
      referenceImageIds: [imageId],
      client: { ...requestBody(slotId!).client, email: client },
    });
    requestId = sent.requestId;

    // Sent: the anonymous form's view of the image is closed (an id learnt later opens nothing).
    expect((await api(`/artists/${owner.pseudo}/reference-images/${imageId}`)).status).toBe(404);

    // The artist: the request's detail and the inbox.
    const detail = await getRequest(owner, requestId);
    expect(detail.status).toBe(200);
    await expectSigned(detail.json.project.referenceImages[0], owner.sub, imageId);
    const inbox = await api<RequestList>('/me/requests', { token: owner.idToken });
    const listed = inbox.json.requests.find((request) => request.requestId === requestId);
    await expectSigned(listed?.project.referenceImages[0], owner.sub, imageId);

    // The client, in the portal: their own request.
    const { accessToken } = await portalSession(client);
    const mine = await api<PortalRequestList>('/portal/requests', { token: accessToken });
    const own = mine.json.requests.find((request) => request.requestId === requestId);
    await expectSigned(own?.project.referenceImages[0], owner.sub, imageId);

    // A rival artist, another client, a stranger: nothing.
    expect((await api(`/me/requests/${requestId}`, { token: rival.idToken })).status).toBe(404);
    const rivalInbox = await api<RequestList>('/me/requests', { token: rival.idToken });
    expect(JSON.stringify(rivalInbox.json)).not.toContain(imageId);
    const other = await knownClient();
    const theirs = await api<PortalRequestList>('/portal/requests', {
      token: (await portalSession(other)).accessToken,
    });
    expect(JSON.stringify(theirs.json)).not.toContain(imageId);
    expect((await api(`/me/requests/${requestId}`)).status).toBe(401);
    expect((await api(`/me/images/${imageId}`, { token: rival.idToken })).status).toBe(404);
    // The object itself, unsigned, as a private bucket answers.
    const unsigned = `${cloud.env.AWS_ENDPOINT_URL_S3}/${bucket}/private/${owner.sub}/${imageId}/320.webp`;
    expect((await fetch(unsigned)).status).toBe(403);
  });

  it('hands out URLs that expire: one signed three hours ago is refused', async () => {
    const key = `private/${owner.sub}/${imageId}/320.webp`;
    expect((await fetch(await presignedGetUrl(key))).status).toBe(200);
    const stale = await presignedGetUrl(key, new Date(Date.now() - 3 * 60 * 60 * 1000));
    expect((await fetch(stale)).status).toBe(403);
    // A signature for one image does not open another.
    const forged = stale.replace(imageId, randomUUID()).replace(/X-Amz-Date=[^&]+/, '');
    expect((await fetch(forged)).status).toBeGreaterThanOrEqual(400);
  });
});
