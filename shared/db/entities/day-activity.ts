import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { DAY_ACTIVITY_KINDS } from '#shared/domain/day-activity.ts';

/**
 * One thing that changed in an artist's day, as the 18:00 summary tells it (issue 11): a booking
 * confirmed or moved, a deposit or a full payment recorded, a client's message. Written by the
 * digest's activity consumer from the events, keyed by when it happened and the event's id (a
 * redelivered event writes the same item again), kept three days (TTL).
 */
export const DayActivityEntity = new Entity({
  model: { entity: 'dayActivity', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    occurredAt: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    kind: { type: DAY_ACTIVITY_KINDS, required: true, readOnly: true },
    clientFirstName: { type: 'string', required: true, readOnly: true },
    /** The booking's slot (after the move, for a move), and where it was before a move. */
    slotStart: { type: 'string' },
    fromSlotStart: { type: 'string' },
    /** What was paid: the deposit, or the price for a full payment. */
    amountCents: { type: 'number' },
    currency: { type: 'string' },
    /** A client's message: their conversation (the summary counts clients, not messages). */
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
