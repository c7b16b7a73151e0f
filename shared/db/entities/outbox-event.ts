import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A domain event waiting in the transactional outbox. It is written in the same TransactWriteItems
 * as the state change that causes it; the table stream carries it to the bus (EventBridge Pipes in
 * AWS, the outbox poller locally). It expires after a week.
 */
export const OutboxEventEntity = new Entity({
  model: { entity: 'outboxEvent', version: '1', service: SERVICE },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    source: { type: 'string', required: true, readOnly: true },
    detailType: { type: 'string', required: true, readOnly: true },
    /** The JSON of the envelope `{ metadata, payload }`, sent as the EventBridge detail. */
    detail: { type: 'string', required: true, readOnly: true },
    occurredAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
