import { Entity } from 'electrodb';
import { SERVICE } from '../names.ts';

/**
 * The unique claim on a pseudo. Written with `attribute_not_exists` in the same transaction as the
 * artist profile, so two artists racing for one pseudo cannot both win.
 */
export const PseudoClaimEntity = new Entity({
  model: { entity: 'pseudoClaim', version: '1', service: SERVICE },
  attributes: {
    pseudo: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    claimedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byPseudo: {
      pk: { field: 'pk', composite: ['pseudo'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
