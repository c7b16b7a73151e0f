import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * How many times one sender did one thing in one minute (`scope`, e.g. `message:<sender>`): added to
 * in the same transaction as the thing, only while under its limit, so the limit holds under
 * concurrent calls. Expires after a few minutes.
 */
export const RateWindowEntity = new Entity({
  model: { entity: 'rateWindow', version: '1', service: SERVICE },
  attributes: {
    scope: { type: 'string', required: true, readOnly: true },
    /** The window's start, in whole minutes since the epoch. */
    minute: { type: 'number', required: true, readOnly: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
    /**
     * A send that must happen at most once (`once:email:<key>`, the digest): when it was claimed
     * (epoch ms) and by which run, a lease another run may take over once it is older than
     * CLAIM_LEASE_SECONDS while `sentAt` is unset; `sentAt` once SES accepted the email (ADR 0102).
     */
    claimedAt: { type: 'number' },
    claimedBy: { type: 'string' },
    sentAt: { type: 'number' },
  },
  indexes: {
    byScope: {
      pk: { field: 'pk', composite: ['scope', 'minute'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
