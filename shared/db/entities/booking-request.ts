import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { historyAttribute } from './lifecycle-history.ts';
import { requestSnapshotAttributes } from './request-snapshot.ts';

/**
 * A booking request a client sent from the public form. Its id is derived from the artist and the
 * form's idempotency key (docs/decisions/0019-request-idempotency.md), and it is created only if absent, so a
 * retry never makes a second one. Pending while the artist decides (a move keeps it pending on
 * another slot); then accepted (it became a booking, same id), refused or canceled by the client.
 * Its slot is held while pending or accepted (entity slotHold). Keyed by artist for the artist's inbox, and by the client's email (`gsi2`) for
 * the client portal.
 */
export const BookingRequestEntity = new Entity({
  model: { entity: 'bookingRequest', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    status: {
      type: ['pending', 'accepted', 'refused', 'canceled'] as const,
      required: true,
      default: 'pending',
    },
    ...requestSnapshotAttributes,
    /** Why the artist refused it (optional, shown to the client in the refusal email). */
    refuseReason: { type: 'string' },
    /**
     * After the artist moved the pending request: 'awaiting' the client's answer, then 'accepted'
     * once the client took the new time (declining it is cancelling the request).
     */
    moveAnswer: { type: ['awaiting', 'accepted'] as const },
    /**
     * The times the artist proposed on this pending request (issue 30, item 3; ADR 0087): each slot
     * held until `endsAt` (its holds' expiresAt), the price and deposit the booking takes when the
     * client picks one. Kept after the pick or the lapse, for the history.
     */
    proposal: {
      type: 'map',
      properties: {
        slots: {
          type: 'list',
          required: true,
          items: {
            type: 'map',
            properties: {
              slotId: { type: 'string', required: true },
              slotStart: { type: 'string', required: true },
              slotEnd: { type: 'string', required: true },
              travelId: { type: 'string' },
            },
          },
        },
        endsAt: { type: 'string', required: true },
        proposedAt: { type: 'string', required: true },
        priceCents: { type: 'number', required: true },
        depositCents: { type: 'number' },
      },
    },
    /**
     * Waiting for the client (ADR 0087): when the artist asked them a question in their conversation
     * about this pending request; removed once the client writes back.
     */
    awaitingClientSince: { type: 'string' },
    /** Set when accepted: the booking it became (same id). */
    bookingId: { type: 'string' },
    /** Absent on requests written before issue 5: read as one 'created' entry. */
    history: historyAttribute,
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['requestId'] },
    },
    byClient: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['clientEmail'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'requestId'] },
    },
    /**
     * The artist's requests of one status by slot start (UTC): the inbox reads only that status, and
     * only a date filter's window of it, instead of the whole history (ADR 0037).
     */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['artistId', 'status'] },
      sk: { field: 'gsi1sk', composite: ['slotStart'] },
    },
  },
});

/** One booking request item as ElectroDB reads and writes it. */
export type RequestItem = EntityItem<typeof BookingRequestEntity>;
