import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/** Per-artist daily counters (the base of the insights page), one item per artist, day and metric. */
export const StatsCounterEntity = new Entity({
  model: { entity: 'statsCounter', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    /** The artist's local calendar day, YYYY-MM-DD. */
    day: { type: 'string', required: true, readOnly: true },
    metric: { type: 'string', required: true, readOnly: true },
    value: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byArtistDay: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['day', 'metric'] },
    },
  },
});
