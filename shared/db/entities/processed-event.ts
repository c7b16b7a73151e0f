import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * Marks that a consumer has applied an event (or one effect of it, such as one email to one
 * recipient). Consumers write it conditionally together with their effect, which makes them
 * idempotent when the bus or a queue delivers an event twice.
 */
export const ProcessedEventEntity = new Entity({
  model: { entity: 'processedEvent', version: '1', service: SERVICE },
  attributes: {
    consumer: { type: 'string', required: true, readOnly: true },
    effectKey: { type: 'string', required: true, readOnly: true },
    processedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byEffect: {
      pk: { field: 'pk', composite: ['consumer', 'effectKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
