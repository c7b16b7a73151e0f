import { Entity, type EntityItem } from 'electrodb';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_KINDS,
  IMAGE_REJECT_REASONS,
  IMAGE_STATUSES,
} from '#shared/api/contracts/images.ts';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An image an artist uploaded. Announced `pending` (the browser then posts the original straight to
 * S3 under `uploads/{artistId}/{imageId}`), then `ready` once the processor wrote the WebP variants
 * under `media/{artistId}/{imageId}/{width}.webp` (the private kinds' under `private/`, served only
 * by presigned URLs to those allowed: message photos, reference images, bug screenshots, ADR 0072),
 * or `rejected` with the reason. Pending and rejected
 * items expire after a day (TTL); ready ones stay. Part of the artist page collection.
 */
export const ImageEntity = new Entity({
  model: { entity: 'image', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    imageId: { type: 'string', required: true, readOnly: true },
    kind: { type: IMAGE_KINDS, required: true, readOnly: true },
    status: { type: IMAGE_STATUSES, required: true, default: 'pending' },
    rejectReason: { type: IMAGE_REJECT_REASONS },
    /** The type the browser announced; the processor trusts only the bytes. */
    contentType: { type: ACCEPTED_IMAGE_TYPES, required: true, readOnly: true },
    width: { type: 'number' },
    height: { type: 'number' },
    /** A CSS colour (the dominant one) painted while the image loads. */
    placeholder: { type: 'string' },
    variantWidths: { type: 'list', items: { type: 'number' } },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /**
     * TTL (epoch seconds) while pending or rejected; removed once ready, except for a `reference`,
     * `message` or `idPhoto` image, removed only when a request, a message or a consent attaches it.
     */
    expiresAt: { type: 'number' },
    /** A `message` photo: the conversation it was announced for, and by which side. */
    conversationId: { type: 'string', readOnly: true },
    uploadedBy: { type: ['artist', 'client'] as const, readOnly: true },
    /** An `idPhoto`: the booking whose consent it was announced for (by its client, ADR 0088). */
    bookingId: { type: 'string', readOnly: true },
    /** A `message` photo once sent: the message holding it (a photo is sent once). */
    messageSeq: { type: 'number' },
  },
  indexes: {
    byId: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['imageId'] },
    },
  },
});

/** One image item as ElectroDB reads and writes it. */
export type ImageItem = EntityItem<typeof ImageEntity>;
