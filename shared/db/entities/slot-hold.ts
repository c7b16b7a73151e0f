import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * One 15-minute slice of an artist's time held by a booking request: the request's transaction puts
 * one item per slice its slot covers, each only if absent, so two overlapping slots can never both be
 * held (docs/decisions/0018-slot-holds-by-slices.md). Keyed by the slice's UTC start, so the slots
 * endpoint reads a window's holds with one range query. Not in the artist page collection (the public
 * page never needs them). Expires a week after the slot's end.
 */
export const SlotHoldEntity = new Entity({
  model: { entity: 'slotHold', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    /** ISO 8601 UTC instant on the 15-minute grid: '2026-05-02T08:00:00.000Z'. */
    sliceStart: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true },
    slotId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['sliceStart'] },
    },
  },
});
