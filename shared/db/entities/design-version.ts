import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { STORED_VERSION_STATUSES } from '#shared/domain/designs/design-rules.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { privatePhotosAttribute } from './private-photos-attribute.ts';

/**
 * One version of a design shared with a client on a booking or a pending custom request (issue 30,
 * item 2; ADR 0090), keyed by the request's id (a booking keeps it), so a design shared on a request
 * stays on the booking it becomes. Created only if absent (a retried share makes one), answered once
 * (a conditional update on `status`), never deleted while the booking lives: the history. The images
 * are `sketch` images of the artist's partition (private variants, presigned GETs); the version keeps
 * what it needs to sign their URLs without reading them again. The client's email keys `gsi2`, so the
 * portal finds the client's designs across artists, and only theirs.
 */
export const DesignVersionEntity = new Entity({
  model: { entity: 'designVersion', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true },
    /** Normalized (trimmed, lower case), as the request stores it. */
    clientEmail: { type: 'string', required: true, readOnly: true },
    status: { type: STORED_VERSION_STATUSES, required: true, default: 'awaiting' },
    images: { ...privatePhotosAttribute, required: true },
    note: { type: 'string' },
    /** The artist's answer-by day, and the instant it ends in their zone. */
    answerByDate: { type: 'string', required: true },
    answerBy: { type: 'string', required: true },
    /** The policy the first version was shared under, carried to the next ones. */
    revisionsIncluded: { type: 'number', required: true },
    revisionPriceCents: { type: 'number', required: true },
    currency: { type: CURRENCIES, required: true },
    answeredAt: { type: 'string' },
    comment: { type: 'string' },
    /** The change asked on this version: which revision, its price (0: included), its payment. */
    revisionNumber: { type: 'number' },
    revisionCents: { type: 'number' },
    paymentIntentId: { type: 'string' },
    paidAt: { type: 'string' },
    sharedAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byRequest: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['requestId', 'version'] },
    },
    byClient: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['clientEmail'] },
      sk: { field: 'gsi2sk', composite: ['requestId', 'version'] },
    },
  },
});

/** One design version item as ElectroDB reads and writes it. */
export type DesignVersionItem = EntityItem<typeof DesignVersionEntity>;
