import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { DAY_ACTIVITY_KINDS } from '#shared/domain/day-activity.ts';

/**
 * What changed in an artist's UTC day, as the 18:00 summary tells it (issue 11): bookings confirmed
 * or moved, deposits and full payments recorded, clients' messages. One item per artist and UTC
 * date (an artist's local day spans two at most), so the digest reads a batch's in one BatchGetItem
 * (issue 33, ADR 0102). Written by the digest's activity consumer, one entry per event appended
 * once (its id in `eventIds`: a redelivered event adds nothing), in any order; kept three days (TTL).
 */
export const DayActivityEntity = new Entity({
  model: { entity: 'dayActivity', version: '2', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    /** The UTC date of the changes, YYYY-MM-DD. */
    day: { type: 'string', required: true, readOnly: true },
    entries: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          eventId: { type: 'string', required: true },
          occurredAt: { type: 'string', required: true },
          kind: { type: DAY_ACTIVITY_KINDS, required: true },
          clientFirstName: { type: 'string', required: true },
          /** The booking's slot (after the move, for a move), and where it was before a move. */
          slotStart: { type: 'string' },
          fromSlotStart: { type: 'string' },
          /** What was paid: the deposit, or the price for a full payment. */
          amountCents: { type: 'number' },
          currency: { type: 'string' },
          /** A client's message: their conversation (the summary counts clients, not messages). */
          conversationId: { type: 'string' },
        },
      },
    },
    /** The events appended, so each is once. */
    eventIds: { type: 'set', items: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['day'] },
    },
  },
});
