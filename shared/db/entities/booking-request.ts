import { Entity } from 'electrodb';
import { PROJECT_TYPES } from '../../domain/booking/reservation-rules.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { SERVICE } from '../names.ts';
import { historyAttribute } from './lifecycle-history.ts';

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
    projectType: { type: PROJECT_TYPES, required: true },
    flashId: { type: 'string' },
    placement: { type: 'string', required: true },
    size: { type: 'string', required: true },
    text: { type: 'string' },
    referenceImageIds: { type: 'list', items: { type: 'string' } },
    slotId: { type: 'string', required: true },
    slotStart: { type: 'string', required: true },
    slotEnd: { type: 'string', required: true },
    /** The travel the slot falls in, if any. */
    travelId: { type: 'string' },
    /** Normalized (trimmed, lower case): keys the client item and `gsi2`. */
    clientEmail: { type: 'string', required: true },
    clientFirstName: { type: 'string', required: true },
    clientLastName: { type: 'string', required: true },
    clientAge: { type: 'number', required: true },
    clientInstagram: { type: 'string' },
    clientAlreadyTattooed: { type: 'boolean', required: true },
    locale: { type: LOCALES, required: true },
    /** Why the artist refused it (optional, shown to the client in the refusal email). */
    refuseReason: { type: 'string' },
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
  },
});
