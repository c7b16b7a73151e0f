import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import type { Db } from '#shared/db/service.ts';
import { DAY_ACTIVITY_KINDS } from '#shared/domain/day-activity.ts';

/**
 * The activity consumer's first form (v1, before issue 33): one item per event in the artist's
 * partition, keyed by when it happened and the event's id. No longer written; read by the summaries
 * of the local days up to DAY_ACTIVITY_V1_LAST_DAY (the deploy's day: what was recorded before it),
 * then deleted with that read (ADR 0102). Its items expire by their TTL. Not in the table's service,
 * so no other function's bundle carries it: `dayActivityV1Of` sets it on the service's table.
 */
export const DayActivityV1Entity = new Entity({
  model: { entity: 'dayActivity', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    occurredAt: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    kind: { type: DAY_ACTIVITY_KINDS, required: true, readOnly: true },
    clientFirstName: { type: 'string', required: true, readOnly: true },
    slotStart: { type: 'string' },
    fromSlotStart: { type: 'string' },
    amountCents: { type: 'number' },
    currency: { type: 'string' },
    conversationId: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['occurredAt', 'eventId'] },
    },
  },
});

/** The v1 entity on the table and client of a service's (its dayActivity's: the same table). */
export function dayActivityV1Of(db: Db): typeof DayActivityV1Entity {
  const { dayActivity } = db.entities;
  const table = dayActivity.getTableName();
  if (!table) throw new Error('the service has no table');
  DayActivityV1Entity.setClient(dayActivity.client);
  DayActivityV1Entity.setTableName(table);
  return DayActivityV1Entity;
}
