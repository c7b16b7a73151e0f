import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A browser or phone an artist subscribed to push notifications (issue 32, item 2; ADR 0098): its
 * push service's endpoint and keys as `PushSubscription.toJSON()` gives them, and the name the
 * artist knows it by. Kept in the artist's partition (one query lists them, the account's erasure
 * takes them); `deviceId` is derived from the endpoint, so subscribing the same browser again
 * replaces it. The push consumer removes a device whose push service answers 404 or 410.
 */
export const PushDeviceEntity = new Entity({
  model: { entity: 'pushDevice', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    deviceId: { type: 'string', required: true, readOnly: true },
    endpoint: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    name: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['deviceId'] },
    },
  },
});

/** One device as ElectroDB reads and writes it. */
export type PushDeviceItem = EntityItem<typeof PushDeviceEntity>;
