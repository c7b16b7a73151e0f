import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A freed slot offered to the artist's waiting clients (issue 14, item 5): made when a booking is
 * cancelled (by anyone, or by the deposit deadline), named by the cancellation event's id (a
 * redelivered event offers nothing twice), listing the bookings offered it in the order their
 * clients joined the waitlist. The first client to take it moves their booking there in ONE
 * transaction that sets `takenBy` only if unset and claims the slot's holds only if free; the others
 * are then told it is gone. Expires when the slot starts.
 */
export const SlotOfferEntity = new Entity({
  model: { entity: 'slotOffer', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    offerId: { type: 'string', required: true, readOnly: true },
    slotId: { type: 'string', required: true, readOnly: true },
    slotStart: { type: 'string', required: true, readOnly: true },
    slotEnd: { type: 'string', required: true, readOnly: true },
    /** The bookings offered it, first waiting first. */
    offeredTo: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    takenBy: { type: 'string' },
    takenAt: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['offerId'] },
    },
  },
});

/** One slot offer item as ElectroDB reads and writes it. */
export type SlotOfferItem = EntityItem<typeof SlotOfferEntity>;
