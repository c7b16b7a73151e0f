import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A client waiting for an earlier slot with an artist (issue 14, item 5): one per booking whose
 * client asked, under the artist, so a freed slot reads the artist's waitlist in one query. Written
 * with the booking's `waitlistSince` in one transaction; deleted when they leave it or take an
 * earlier slot.
 */
export const WaitlistEntryEntity = new Entity({
  model: { entity: 'waitlistEntry', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    clientEmail: { type: 'string', required: true, readOnly: true },
    joinedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['bookingId'] },
    },
  },
});
