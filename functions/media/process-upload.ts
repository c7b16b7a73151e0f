import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import { imageProcessed, imageRejected } from '#events/definitions/images.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { getS3 } from '#functions/lib/s3.ts';
import { type ImageKind, type ImageRejectReason, MAX_IMAGE_BYTES } from '#shared/api/contracts/images.ts';
import { isPrivateImageKind, parseUploadKey, variantKeyOf } from '#shared/domain/media-keys.ts';
import { type RenderedImage, renderVariants } from './render-variants.ts';

/** Variants never change once written (a new upload is a new image id): cache them for a year. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A private kind's variants: the same, but only in the browser of whoever holds a signed URL. */
export const PRIVATE_VARIANT_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The kinds an upload attaches to something later: their ready item keeps its TTL until then. */
const KEPT_UNTIL_ATTACHED: readonly ImageKind[] = [
  'reference',
  'message',
  'sketch',
  'idPhoto',
  'healedPhoto',
];

export type UploadOutcome = 'processed' | 'rejected' | 'ignored';

/**
 * The upload processor: S3 calls it for each object created under `uploads/` (in AWS through a
 * bucket notification; locally the S3 stand-in's events call this same handler). Records are
 * handled one after the other; a failure throws so that the invocation is retried (then goes to the
 * on-failure destination), and every step is safe to run again.
 */
export const handler = async (event: S3Event): Promise<{ outcomes: UploadOutcome[] }> => {
  const outcomes: UploadOutcome[] = [];
  for (const record of event.Records ?? []) outcomes.push(await processRecord(record));
  return { outcomes };
};

/** S3 URL-encodes keys in notifications, with `+` for spaces. */
function objectKey(record: S3EventRecord) {
  return decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
}

/**
 * One original: refused without download when too large, else checked on its bytes and turned into
 * WebP variants; the image item becomes `ready` or `rejected` (only from `pending`, with its event
 * in the same transaction), and the original is deleted in every case. A redelivered event finds the
 * item no longer pending, or the original gone, and changes nothing.
 */
export async function processRecord(record: S3EventRecord): Promise<UploadOutcome> {
  const bucket = record.s3.bucket.name;
  const key = objectKey(record);
  const owner = parseUploadKey(key);
  if (!owner) {
    logger.warn('ignoring an object outside uploads/{artistId}/{imageId}', { key });
    return 'ignored';
  }
  const s3 = getS3();
  const deleteOriginal = () => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  const db = getDb();
  const { data: image } = await db.entities.image.get(owner).go();
  if (image?.status !== 'pending') {
    // No announcement (expired, or forged), or already handled: the original must not stay.
    await deleteOriginal();
    return 'ignored';
  }

  const size = await objectSize(bucket, key);
  if (size === undefined) return 'ignored';
  const correlationId = `s3:${record.responseElements?.['x-amz-request-id'] ?? owner.imageId}`;
  const reject = async (reason: ImageRejectReason, originalBytes: number): Promise<UploadOutcome> => {
    const settled = await settle(image, { status: 'rejected', reason, originalBytes, correlationId });
    await deleteOriginal();
    return settled ? 'rejected' : 'ignored';
  };
  if (size > MAX_IMAGE_BYTES) return reject('too_large', size);
  if (size === 0) return reject('unreadable', 0);

  const bytes = await objectBytes(bucket, key);
  if (!bytes) return 'ignored';
  if (bytes.length > MAX_IMAGE_BYTES) return reject('too_large', bytes.length);
  const rendered = await renderVariants(bytes);
  if (!rendered.ok) return reject(rendered.reason, bytes.length);

  // Message photos, clients' reference images and bug screenshots are for a few people only: never
  // under `media/` (ADR 0072).
  const inPrivate = isPrivateImageKind(image.kind);
  for (const variant of rendered.image.variants) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: variantKeyOf(image.kind, owner.artistId, owner.imageId, variant.width),
        Body: variant.body,
        ContentType: 'image/webp',
        CacheControl: inPrivate ? PRIVATE_VARIANT_CACHE_CONTROL : VARIANT_CACHE_CONTROL,
      }),
    );
  }
  const settled = await settle(image, {
    status: 'ready',
    rendered: rendered.image,
    originalBytes: bytes.length,
    correlationId,
  });
  await deleteOriginal();
  return settled ? 'processed' : 'ignored';
}

async function objectSize(bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await getS3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    // Gone already: a concurrent delivery of the same event finished it.
    if ((error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

async function objectBytes(bucket: string, key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await getS3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await object.Body?.transformToByteArray();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

type Settlement =
  | { status: 'ready'; rendered: RenderedImage; originalBytes: number; correlationId: string }
  | { status: 'rejected'; reason: ImageRejectReason; originalBytes: number; correlationId: string };

/**
 * Records the outcome on the image item and its event in one transaction, only while the item is
 * still pending: of two concurrent deliveries, one writes and the other changes nothing (false).
 */
async function settle(image: { artistId: string; imageId: string; kind: ImageKind }, outcome: Settlement) {
  const db = getDb();
  const key = { artistId: image.artistId, imageId: image.imageId };
  const event =
    outcome.status === 'ready'
      ? outboxItem(
          imageProcessed,
          {
            ...key,
            kind: image.kind,
            width: outcome.rendered.width,
            height: outcome.rendered.height,
            variantWidths: outcome.rendered.variants.map((variant) => variant.width),
            originalBytes: outcome.originalBytes,
          },
          { correlationId: outcome.correlationId },
        )
      : outboxItem(
          imageRejected,
          { ...key, kind: image.kind, reason: outcome.reason, originalBytes: outcome.originalBytes },
          { correlationId: outcome.correlationId },
        );
  const result = await db.transaction
    .write(({ image: images, outboxEvent }) => [
      outcome.status === 'ready'
        ? images
            .patch(key)
            .set({
              status: 'ready',
              width: outcome.rendered.width,
              height: outcome.rendered.height,
              placeholder: outcome.rendered.placeholder,
              variantWidths: outcome.rendered.variants.map((variant) => variant.width),
            })
            // A reference image keeps its TTL until a booking request attaches it, a message photo
            // until a message does, a sketch until a design version does (ADR 0090), an ID photo until
            // a signed consent does (ADR 0088).
            .remove(KEPT_UNTIL_ATTACHED.includes(image.kind) ? [] : ['expiresAt'])
            .where(({ status }, { eq }) => eq(status, 'pending'))
            .commit()
        : images
            .patch(key)
            .set({ status: 'rejected', rejectReason: outcome.reason })
            .where(({ status }, { eq }) => eq(status, 'pending'))
            .commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (!result.canceled) return true;
  const codes = result.data.map((item) => item.code);
  // Anything but the pending condition (a conflict, throttling) is worth a retry of the invocation.
  if (codes.some((code) => code !== 'None' && code !== 'ConditionalCheckFailed'))
    throw new Error(`settling image ${image.imageId} was canceled: ${codes.join(', ')}`);
  logger.info('image already settled by another delivery', key);
  return false;
}
