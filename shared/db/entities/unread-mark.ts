import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A conversation with messages the artist has not read: its count, the conversation's own
 * `artistUnread`. Written in the same transactions as that number (a client's message adds one; the
 * artist's message, reaching the last message, or deleting the conversation removes the mark), so
 * the two always agree. The unread total of the artist's list reads these marks only, not every
 * conversation (issue 11's bench: the list of 1,000 conversations).
 */
export const UnreadMarkEntity = new Entity({
  model: { entity: 'unreadMark', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    conversationId: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['conversationId'] },
    },
  },
});
