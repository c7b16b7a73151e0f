import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An artist's private calendar subscription (issue 14, item 7): the SHA-256 of the secret in the
 * URL Google or Apple Calendar polls, pointing at the artist. Rotating or revoking deletes it; the
 * artist item keeps the current secret, to show the URL again.
 */
export const CalendarFeedEntity = new Entity({
  model: { entity: 'calendarFeed', version: '1', service: SERVICE },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
