import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { privatePhotosAttribute } from './private-photos-attribute.ts';

/**
 * One message of a conversation, keyed by its sequence number (the server's order, padded so the
 * sort key sorts as the number). Its read state is the conversation's: seen once the other side's
 * seen number reaches it.
 */
export const MessageEntity = new Entity({
  model: { entity: 'message', version: '1', service: SERVICE },
  attributes: {
    conversationId: { type: 'string', required: true, readOnly: true },
    seq: { type: 'number', required: true, readOnly: true, padding: { length: 9, char: '0' } },
    /** The id the sender's app generated: a resend with the same id stores nothing new. */
    clientMessageId: { type: 'string', required: true, readOnly: true },
    sender: { type: ['artist', 'client'] as const, required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    imageIds: { type: 'list', items: { type: 'string' } },
    /** The photos sent with it, in order, as they were when sent (ready images never change). */
    photos: privatePhotosAttribute,
    sentAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byConversation: {
      pk: { field: 'pk', composite: ['conversationId'] },
      sk: { field: 'sk', composite: ['seq'] },
    },
  },
});

/** One message item as ElectroDB reads and writes it. */
export type MessageItem = EntityItem<typeof MessageEntity>;
