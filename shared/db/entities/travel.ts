import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { artistPageIndex } from './artist-page-item.ts';

/**
 * A travel (guest spot): local days in the artist's time zone (inclusive), the shop, its street
 * address and city. The address is private: the public page shows the city only, and a client learns
 * the address once their request is accepted. Part of the artist page collection.
 */
export const TravelEntity = new Entity({
  model: { entity: 'travel', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    travelId: { type: 'string', required: true, readOnly: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    shopName: { type: 'string', required: true },
    address: { type: 'string', required: true },
    city: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: {
      type: 'string',
      required: true,
      default: () => new Date().toISOString(),
      /** The handler's own timestamp when it passes one (so it can answer it), else now. */
      set: (value?: string) => value ?? new Date().toISOString(),
      watch: '*',
    },
  },
  indexes: artistPageIndex('travelId'),
});

/** One travel item as ElectroDB reads and writes it. */
export type TravelItem = EntityItem<typeof TravelEntity>;
