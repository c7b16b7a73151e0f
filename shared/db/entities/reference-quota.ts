import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * How many reference images one booking form draft (its idempotency key) announced to an artist:
 * incremented with each upload under a condition, so a draft cannot announce more than
 * REFERENCE_UPLOADS_PER_DRAFT. Expires with the draft's images, a day later.
 */
export const ReferenceQuotaEntity = new Entity({
  model: { entity: 'referenceQuota', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    uploads: { type: 'number', required: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byDraft: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['idempotencyKey'] },
    },
  },
});
