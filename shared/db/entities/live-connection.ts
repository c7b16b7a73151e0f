import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An open live connection (API Gateway WebSocket), for its party: `$connect` writes it,
 * `$disconnect` and a push that finds it gone delete it, and the TTL removes what neither did after
 * the connection's longest life (2 h). The push reads a party's connections with one query.
 */
export const LiveConnectionEntity = new Entity({
  model: { entity: 'liveConnection', version: '1', service: SERVICE },
  attributes: {
    connectionId: { type: 'string', required: true, readOnly: true },
    party: { type: 'string', required: true, readOnly: true },
    connectedAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byConnection: {
      pk: { field: 'pk', composite: ['connectionId'] },
      sk: { field: 'sk', composite: [] },
    },
    byParty: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['party'] },
      sk: { field: 'gsi1sk', composite: ['connectionId'] },
    },
  },
});
