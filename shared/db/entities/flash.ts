import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { artistPageAttributes, artistPageIndex } from './artist-page-item.ts';

const { keys, times } = artistPageAttributes('flashId');

/**
 * A flash: a ready-made design an artist offers. Dimensions in whole millimetres (the canonical
 * unit), price in whole cents with the currency it was set in, images in display order. Part of the
 * artist page collection, so the public page loads it with the rest in one query.
 */
export const FlashEntity = new Entity({
  model: { entity: 'flash', version: '1', service: SERVICE },
  attributes: {
    ...keys,
    title: { type: 'string', required: true },
    lengthMm: { type: 'number', required: true },
    widthMm: { type: 'number', required: true },
    note: { type: 'string' },
    priceCents: { type: 'number', required: true },
    currency: { type: CURRENCIES, required: true },
    imageIds: { type: 'list', items: { type: 'string' }, required: true },
    ...times,
  },
  indexes: artistPageIndex('flashId'),
});

/** One flash item as ElectroDB reads and writes it. */
export type FlashItem = EntityItem<typeof FlashEntity>;
