import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { artistPageAttributes, artistPageIndex } from './artist-page-item.ts';

const { keys, times } = artistPageAttributes('availabilityId');

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
    ...keys,
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
    ...times,
  },
  indexes: artistPageIndex('availabilityId'),
});
