import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * Finds the sign-in a magic link belongs to: keyed by the SHA-256 of the link's token (the token
 * itself is never stored). The link is valid only while the sign-in's current challenge still
 * carries the same hash (docs/decisions/0024-portal-sessions.md).
 */
export const PortalLinkEntity = new Entity({
  model: { entity: 'portalLink', version: '1', service: SERVICE },
  attributes: {
    linkHash: { type: 'string', required: true, readOnly: true },
    emailHash: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byLinkHash: {
      pk: { field: 'pk', composite: ['linkHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
