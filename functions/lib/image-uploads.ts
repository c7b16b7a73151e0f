import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  type ACCEPTED_IMAGE_TYPES,
  type ImageKind,
  type ImageState,
  type ImageUpload,
  MAX_IMAGE_BYTES,
} from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';
import { MAX_PENDING_UPLOADS, unfinishedImageExpiry } from '#shared/domain/image-variants.ts';
import { isPrivateImageKind, uploadKey } from '#shared/domain/media-keys.ts';
import type { Party } from '#shared/domain/messages/message-rules.ts';
import { publicImageIfReady } from '#shared/domain/public-image.ts';
import { getDb } from './db.ts';
import { env } from './env.ts';
import { privatePhotoIfReady } from './private-media.ts';
import { getS3 } from './s3.ts';

/** The kinds a client uploads (or both sides, for messages): counted apart from the artist's own. */
const CLIENT_UPLOAD_KINDS = ['reference', 'message', 'idPhoto', 'healedPhoto'] as const;

/** How long the browser has to start its upload. */
const UPLOAD_EXPIRES_SECONDS = 10 * 60;

/**
 * Announces an upload into an artist's partition: records the image as `pending` (TTL one day) and
 * answers a presigned POST for exactly `uploads/{artistId}/{imageId}`, the announced type and at most
 * 10 MB, valid 10 minutes. S3 enforces the policy in AWS; the processor checks the real bytes again in
 * every case. More than `maxPending` unprocessed uploads in the partition: 429 `too_many_uploads`,
 * counted apart for clients' `reference` images (public) and the artist's own, so that anonymous
 * uploads can never block the artist's.
 */
export async function announceImageUpload(input: {
  artistId: string;
  kind: ImageKind;
  /** A `message` photo: the conversation it is for and who sends it (counted apart, per side). */
  photo?: { conversationId: string; uploadedBy: Party };
  /** An `idPhoto` or a `healedPhoto`: the booking it is for, uploaded by its client (counted apart). */
  forBooking?: { bookingId: string };
  contentType: (typeof ACCEPTED_IMAGE_TYPES)[number];
  maxPending?: number;
  now?: Date;
}): Promise<ImageUpload> {
  const { artistId } = input;
  const db = getDb();
  const now = input.now ?? new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { data: pending } = await db.entities.image.query
    .byId({ artistId })
    .where(({ status, expiresAt, kind, conversationId, uploadedBy, bookingId }, { eq, gt, ne }) => {
      const own =
        input.kind === 'reference'
          ? eq(kind, 'reference')
          : input.photo
            ? `${eq(kind, 'message')} AND ${eq(conversationId, input.photo.conversationId)} AND ${eq(uploadedBy, input.photo.uploadedBy)}`
            : input.forBooking
              ? `${eq(kind, input.kind as ImageKind)} AND ${eq(bookingId, input.forBooking.bookingId)}`
              : [...CLIENT_UPLOAD_KINDS].map((clientKind) => ne(kind, clientKind as ImageKind)).join(' AND ');
      return `${eq(status, 'pending')} AND ${gt(expiresAt, nowSeconds)} AND ${own}`;
    })
    .go({ pages: 'all', attributes: ['imageId'] });
  if (pending.length >= (input.maxPending ?? MAX_PENDING_UPLOADS))
    throw new ApiError(429, 'too_many_uploads');

  const imageId = randomUUID();
  const upload = await createPresignedPost(getS3(), {
    Bucket: env.mediaBucket,
    Key: uploadKey(artistId, imageId),
    Conditions: [
      ['content-length-range', 1, MAX_IMAGE_BYTES],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: UPLOAD_EXPIRES_SECONDS,
  });
  await db.entities.image
    .create({
      artistId,
      imageId,
      kind: input.kind,
      contentType: input.contentType,
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt: unfinishedImageExpiry(now),
      ...(input.photo && { conversationId: input.photo.conversationId, uploadedBy: input.photo.uploadedBy }),
      ...(input.forBooking && { bookingId: input.forBooking.bookingId, uploadedBy: 'client' as const }),
    })
    .go();
  return { imageId, upload: { url: upload.url, fields: upload.fields } };
}

/** Where an image of an artist's partition is (undefined if there is none): what the browser polls. */
export async function imageStateOf(
  artistId: string,
  imageId: string,
  options: {
    kind?: ImageKind;
    photo?: { conversationId: string; uploadedBy: Party };
    /** An `idPhoto` or a `healedPhoto`: only the one announced for this booking. */
    bookingId?: string;
    /**
     * Only while no request or message holds it yet (its TTL still set): what an anonymous poll
     * may see, so that an id learnt later opens nothing (ADR 0072).
     */
    unattachedOnly?: boolean;
  } = {},
): Promise<ImageState | undefined> {
  const { data } = await getDb().entities.image.get({ artistId, imageId }).go();
  if (!data || (options.kind && data.kind !== options.kind)) return undefined;
  if (options.unattachedOnly && data.expiresAt === undefined) return undefined;
  const { photo } = options;
  if (photo && (data.conversationId !== photo.conversationId || data.uploadedBy !== photo.uploadedBy))
    return undefined;
  if (options.bookingId !== undefined && data.bookingId !== options.bookingId) return undefined;
  return {
    imageId: data.imageId,
    status: data.status,
    ...(data.status === 'rejected' && { rejectReason: data.rejectReason ?? 'unreadable' }),
    // A private kind (a message photo, a reference image, a screenshot) is shown to its uploader
    // through signed URLs, never from `media/` (ADR 0072).
    image: isPrivateImageKind(data.kind) ? await privatePhotoIfReady(data) : publicImageIfReady(data),
  };
}
