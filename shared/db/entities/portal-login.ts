import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * The portal sign-in of one email address (docs/decisions/0024-portal-sessions.md), keyed by the
 * SHA-256 of the normalized email, for known and unknown addresses alike: the current challenge (the
 * hashes of the emailed code and link token, never the values; a new login email replaces it), the
 * wrong attempts against it, and the send times of the last day for the rate limit. `email` is kept
 * only for a known client. Lives a day after the last email (`expiresAt`, TTL).
 */
export const PortalLoginEntity = new Entity({
  model: { entity: 'portalLogin', version: '1', service: SERVICE },
  attributes: {
    emailHash: { type: 'string', required: true, readOnly: true },
    /** Only for a known client (a client item exists). */
    email: { type: 'string' },
    known: { type: 'boolean', required: true },
    challengeId: { type: 'string', required: true },
    /** SHA-256 of `<challengeId>:<code>`; removed once used or burned. */
    codeHash: { type: 'string' },
    /** SHA-256 of the link token; removed once used or burned. */
    linkHash: { type: 'string' },
    attempts: { type: 'number', required: true },
    /** Epoch seconds: the code and link are refused from then on. */
    challengeExpiresAt: { type: 'number', required: true },
    /** Optimistic concurrency: each write expects the version it read. */
    version: { type: 'number', required: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byEmailHash: {
      pk: { field: 'pk', composite: ['emailHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
