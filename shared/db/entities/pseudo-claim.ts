import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * The unique claim on a pseudo. Written with `attribute_not_exists` in the same transaction as the
 * artist profile, so two artists racing for one pseudo cannot both win. A deleted artist's claim is
 * retired, not removed: it holds the pseudo for 30 days (`expiresAt`, the table's TTL), so nobody can
 * take over a page link that clients still have, then the pseudo is free again (ADR 0055).
 */
export const PseudoClaimEntity = new Entity({
  model: { entity: 'pseudoClaim', version: '1', service: SERVICE },
  attributes: {
    pseudo: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    claimedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** The directory of public pages the claim is listed in (one for now: the sitemap reads it). */
    directory: { type: ['pages', 'retired'] as const, required: true, readOnly: true, default: 'pages' },
    /** A retired claim's end (epoch seconds): past it, the pseudo may be claimed again. */
    expiresAt: { type: 'number', readOnly: true },
  },
  indexes: {
    byPseudo: {
      pk: { field: 'pk', composite: ['pseudo'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every claimed pseudo in pseudo order: `/sitemap.xml` (a sparse use of the shared gsi2). */
    inDirectory: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['directory'] },
      sk: { field: 'gsi2sk', composite: ['pseudo'] },
    },
  },
});
