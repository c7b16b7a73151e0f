import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import type {
  ArtistConversationDetail,
  ArtistConversationList,
  MessageView,
  PortalConversationDetail,
} from '#shared/api/contracts/messages.ts';
import { conversationIdOf } from '#shared/domain/messages/conversation-id.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, bookableArtist, everyDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { portalClient } from '#tests/support/conversations.ts';
import { mediaS3, objectExists, postForm } from '#tests/support/media-bucket.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * Photos in messages (issue 11): announced for one conversation by one side, uploaded through the
 * image pipeline, written under `private/` and shown only through signed URLs to the two parties.
 */
const { cloud, db } = cloudAndDb();
const bucket = cloud.env.MEDIA_BUCKET!;
const s3 = mediaS3();

type Side = { kind: 'artist'; token: string } | { kind: 'client'; token: string };
const base = (side: Side, conversationId: string) =>
  side.kind === 'artist' ? `/me/conversations/${conversationId}` : `/portal/conversations/${conversationId}`;

const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

const announce = (side: Side, conversationId: string, body: Record<string, unknown>) =>
  api<ImageUpload & ErrorBody>(`${base(side, conversationId)}/photos`, { token: side.token, body });

async function settled(side: Side, conversationId: string, imageId: string): Promise<ImageState> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await api<ImageState>(`${base(side, conversationId)}/photos/${imageId}`, {
      token: side.token,
    });
    expect(answer.status, answer.text).toBe(200);
    if (answer.json.status !== 'pending') return answer.json;
    if (Date.now() > deadline) throw new Error(`photo ${imageId} is still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Announces, uploads and waits for the processor: the photo's id and its settled state. */
async function uploadPhoto(side: Side, conversationId: string, bytes?: Buffer, type = 'image/jpeg') {
  const body = bytes ?? (await photo());
  const announced = await announce(side, conversationId, { contentType: type, size: body.length });
  expect(announced.status, announced.text).toBe(201);
  expect((await postForm(announced.json.upload, body, 'photo', type)).status).toBe(204);
  return settled(side, conversationId, announced.json.imageId);
}

const send = (side: Side, conversationId: string, body: Record<string, unknown>, lang = 'en') =>
  api<MessageView & ErrorBody>(`${base(side, conversationId)}/messages`, {
    token: side.token,
    body: { clientMessageId: randomUUID(), text: '', ...body },
    headers: { 'accept-language': lang },
  });

async function messageCount(conversationId: string) {
  const { data } = await db.entities.message.query.byConversation({ conversationId }).go({ pages: 'all' });
  return data.length;
}

const inBucket = (key: string) => objectExists(s3, bucket, key);

describe('photos in messages', () => {
  let artist: BookingArtist;
  let otherArtist: BookingArtist;
  let artistSide: Side;
  let lea: Side;
  let bob: Side;
  let conversationId: string;
  let bobConversation: string;

  beforeAll(async () => {
    [artist, otherArtist] = await Promise.all([
      bookableArtist(everyDay(['10:00', 60], ['14:00', 60])),
      bookableArtist(everyDay(['11:00', 60])),
    ]);
    const leaSession = await portalClient(artist, 'lea', 0);
    const bobSession = await portalClient(artist, 'bob', 1);
    artistSide = { kind: 'artist', token: artist.idToken };
    lea = { kind: 'client', token: leaSession.accessToken };
    bob = { kind: 'client', token: bobSession.accessToken };
    conversationId = conversationIdOf(artist.sub, leaSession.email);
    bobConversation = conversationIdOf(artist.sub, bobSession.email);
    // The conversations exist once the conversation-ties consumer has read the requests.
    for (const id of [conversationId, bobConversation]) {
      const deadline = Date.now() + 10_000;
      while (!(await db.entities.conversation.get({ conversationId: id }).go()).data) {
        if (Date.now() > deadline) throw new Error(`conversation ${id} was not opened`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  it('lets the client answer with photos that only the two parties see, through signed URLs', async () => {
    const [first, second] = [
      await uploadPhoto(lea, conversationId),
      await uploadPhoto(lea, conversationId, await photo(400, 800)),
    ];
    expect(first).toMatchObject({ status: 'ready', image: { width: 900, height: 600 } });
    // The sender's preview is already signed, from the S3 endpoint, under private/.
    const preview = new URL(first.image!.variants[0]!.url);
    expect(preview.origin).toBe(new URL(cloud.env.AWS_ENDPOINT_URL_S3!).origin);
    expect(preview.pathname).toBe(`/${bucket}/private/${artist.sub}/${first.imageId}/320.webp`);
    expect(preview.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const sent = await send(lea, conversationId, { imageIds: [first.imageId, second.imageId] });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.text).toBe('');
    expect(sent.json.photos.map((p) => p.imageId)).toEqual([first.imageId, second.imageId]);

    // The artist reads them, in order, with working URLs: WebP, cached privately.
    const read = await api<ArtistConversationDetail>(`/me/conversations/${conversationId}`, {
      token: artist.idToken,
    });
    const message = read.json.messages.at(-1)!;
    expect(message.photos.map((p) => [p.imageId, p.width, p.height])).toEqual([
      [first.imageId, 900, 600],
      [second.imageId, 400, 800],
    ]);
    for (const variant of message.photos[0]!.variants) {
      const response = await fetch(variant.url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
    }
    // Nothing public: no variant under media/, and the site's /media and /private paths answer 404.
    expect(await inBucket(`media/${artist.sub}/${first.imageId}/320.webp`)).toBe(false);
    expect(await inBucket(`private/${artist.sub}/${first.imageId}/320.webp`)).toBe(true);
    expect((await fetch(`${cloud.urls.app}/media/${artist.sub}/${first.imageId}/320.webp`)).status).toBe(404);
    const direct = await fetch(`${cloud.urls.app}/private/${artist.sub}/${first.imageId}/320.webp`);
    expect(direct.headers.get('content-type') ?? '').not.toContain('image/webp');

    // The list says a photo came, and the event carries the count.
    const list = await api<ArtistConversationList>('/me/conversations', { token: artist.idToken });
    expect(
      list.json.conversations.find((c) => c.conversationId === conversationId)?.lastMessage,
    ).toMatchObject({
      preview: '',
      photos: 2,
      by: 'client',
    });
    const { data: outbox } = await db.entities.outboxEvent.scan
      .where(({ detailType }, { eq }) => eq(detailType, 'message.sent'))
      .go({ pages: 'all' });
    const event = outbox
      .map(
        (item) =>
          (
            JSON.parse(item.detail) as {
              payload: { conversationId: string; seq: number; photoCount?: number };
            }
          ).payload,
      )
      .find((payload) => payload.conversationId === conversationId && payload.seq === sent.json.seq);
    expect(event?.photoCount).toBe(2);
    // The photos are kept: they no longer expire, and each knows its message.
    const { data: image } = await db.entities.image
      .get({ artistId: artist.sub, imageId: first.imageId })
      .go();
    expect(image).toMatchObject({ messageSeq: sent.json.seq, uploadedBy: 'client', conversationId });
    expect(image?.expiresAt).toBeUndefined();
  });

  it('refuses a file that is not an image with a localized error, and stores nothing', async () => {
    const before = await messageCount(conversationId);
    const refused = await uploadPhoto(
      artistSide,
      conversationId,
      Buffer.from('<html>not a photo</html>'),
      'image/png',
    );
    expect(refused).toMatchObject({ status: 'rejected', rejectReason: 'unsupported_type' });
    expect(refused.image).toBeUndefined();
    const sent = await send(
      artistSide,
      conversationId,
      { text: 'Here it is', imageIds: [refused.imageId] },
      'fr',
    );
    expect(sent.status).toBe(400);
    expect(sent.json.error).toMatchObject({
      code: 'photo_not_image',
      message: 'Une des photos n’est pas une image lisible (JPEG, PNG ou WebP) : retirez-la',
    });
    // A type that is not an image is refused before any upload.
    const notImage = await announce(artistSide, conversationId, { contentType: 'text/html', size: 10 });
    expect(notImage.status).toBe(400);
    expect(notImage.json.error.fields?.[0]?.path).toBe('contentType');
    expect(await messageCount(conversationId)).toBe(before);
  });

  it('refuses more than six photos, a photo still processing, and a photo sent twice', async () => {
    const before = await messageCount(conversationId);
    const seven = await send(artistSide, conversationId, {
      text: 'Too many',
      imageIds: Array.from({ length: 7 }, () => randomUUID()),
    });
    expect(seven.status).toBe(400);
    expect(seven.json.error.fields?.[0]).toMatchObject({
      path: 'imageIds',
      message: 'Six photos at most per message',
    });
    const empty = await send(artistSide, conversationId, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields?.[0]).toMatchObject({
      path: 'text',
      message: 'Write a message or add a photo',
    });

    const announced = await announce(artistSide, conversationId, { contentType: 'image/jpeg', size: 1000 });
    const pending = await send(artistSide, conversationId, { imageIds: [announced.json.imageId] });
    expect(pending.status).toBe(409);
    expect(pending.json.error.code).toBe('photo_not_ready');

    const ready = await uploadPhoto(artistSide, conversationId);
    const clientMessageId = randomUUID();
    const once = await send(artistSide, conversationId, { clientMessageId, imageIds: [ready.imageId] });
    expect(once.status).toBe(201);
    // A double tap is the same message; another message cannot take the same photo.
    const again = await send(artistSide, conversationId, { clientMessageId, imageIds: [ready.imageId] });
    expect(again.json.seq).toBe(once.json.seq);
    const twice = await send(artistSide, conversationId, { imageIds: [ready.imageId] });
    expect(twice.status).toBe(400);
    expect(twice.json.error.code).toBe('photo_unavailable');
    expect(await messageCount(conversationId)).toBe(before + 1);
  });

  it('keeps each photo to its conversation and its sender: nobody else can see, poll or send it', async () => {
    const leas = await uploadPhoto(lea, conversationId);
    // Bob, another client of the same artist, learns nothing of Léa's conversation or photo.
    expect((await announce(bob, conversationId, { contentType: 'image/jpeg', size: 10 })).status).toBe(404);
    expect(
      (await api(`/portal/conversations/${conversationId}/photos/${leas.imageId}`, { token: bob.token }))
        .status,
    ).toBe(404);
    expect(
      (await api(`/portal/conversations/${bobConversation}/photos/${leas.imageId}`, { token: bob.token }))
        .status,
    ).toBe(404);
    const stolen = await send(bob, bobConversation, { imageIds: [leas.imageId] });
    expect(stolen.status).toBe(400);
    expect(stolen.json.error.code).toBe('photo_unavailable');
    // The artist sees the photo once sent, but cannot send the client's photo as theirs.
    const asArtist = await send(artistSide, conversationId, { imageIds: [leas.imageId] });
    expect(asArtist.json.error.code).toBe('photo_unavailable');
    // Another artist: 404 on the conversation's photo routes.
    const other: Side = { kind: 'artist', token: otherArtist.idToken };
    expect((await announce(other, conversationId, { contentType: 'image/jpeg', size: 10 })).status).toBe(404);
    expect(
      (
        await api(`/me/conversations/${conversationId}/photos/${leas.imageId}`, {
          token: otherArtist.idToken,
        })
      ).status,
    ).toBe(404);
    // Bob's own view of his conversation carries no photo of Léa's.
    const bobView = await api<PortalConversationDetail>(`/portal/conversations/${bobConversation}`, {
      token: bob.token,
    });
    expect(bobView.json.messages.flatMap((m) => m.photos)).toEqual([]);
  });
});
