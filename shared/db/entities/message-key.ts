import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A message's client-generated id within its conversation, pointing at the stored message: written
 * only if absent in the message's transaction, so a resend or a double tap stores the message once
 * and answers with the first one.
 */
export const MessageKeyEntity = new Entity({
  model: { entity: 'messageKey', version: '1', service: SERVICE },
  attributes: {
    conversationId: { type: 'string', required: true, readOnly: true },
    clientMessageId: { type: 'string', required: true, readOnly: true },
    seq: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byClientId: {
      pk: { field: 'pk', composite: ['conversationId', 'clientMessageId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
