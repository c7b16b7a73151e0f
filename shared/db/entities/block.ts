import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An email an artist blocked (spec: that client can neither message nor send requests), kept as the
 * SHA-256 of the normalized email (shared/domain/booking/email-hash.ts). A request from it answers
 * like any other and creates nothing (docs/decisions/0021-blocked-emails.md). Created by tests for now; the
 * artist's UI comes with the inbox (issue 5).
 */
export const BlockEntity = new Entity({
  model: { entity: 'block', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    emailHash: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['emailHash'] },
    },
  },
});
