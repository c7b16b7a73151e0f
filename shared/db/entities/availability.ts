import { Entity } from 'electrodb';
import { SERVICE } from '../names.ts';

/**
 * An availability of an artist, as the slot engine takes it (shared/domain/slots/types.ts):
 * `recurring` (weekdays 0 = Sunday ... 6, months 1 ... 12 or none = every month, slots, optional
 * validity dates) or `oneTime` (a local date with extra slots; `closed` removes that date's recurring
 * slots). Part of the artist page collection: the slots endpoint reads it with the profile
 * and the travels in one query.
 */
export const AvailabilityEntity = new Entity({
  model: { entity: 'availability', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    availabilityId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['recurring', 'oneTime'] as const, required: true },
    weekdays: { type: 'list', items: { type: 'number' } },
    months: { type: 'list', items: { type: 'number' } },
    validFrom: { type: 'string' },
    validUntil: { type: 'string' },
    date: { type: 'string' },
    closed: { type: 'boolean' },
    slots: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          start: { type: 'string', required: true },
          durationMinutes: { type: 'number', required: true },
        },
      },
    },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Set by each write (the handlers answer the very value stored). */
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byArtist: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['availabilityId'] },
    },
  },
});
