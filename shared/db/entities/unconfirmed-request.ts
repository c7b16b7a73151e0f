import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A booking request from the public form whose client has not confirmed their email yet
 * (docs/decisions/0067-booking-requests-confirmed-by-email.md). Its own partition, keyed by the
 * artist and the request id, so no read of the artist's data (inbox, Today, counts, statistics,
 * digest, conversations, export) can meet it. It keeps what the request will be (`request`, the
 * booking request item as it will be written; `project` and `location` for `request.created`) and
 * the confirmation: the hashes of the emailed code and link secret (never the values), the wrong
 * attempts, the emails sent. Its slot's holds expire with `holdExpiresAt`; confirming writes the
 * booking request and marks this item `confirmedAt` in one transaction. Lives a day after its hold
 * (`expiresAt`, TTL), so a late retry answers the same.
 */
export const UnconfirmedRequestEntity = new Entity({
  model: { entity: 'unconfirmedRequest', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true },
    /** The booking request item confirming writes (the fields of `bookingRequest`). */
    request: { type: 'any', required: true },
    /** `request.created`'s project and location, as read when the request was made. */
    project: { type: 'any', required: true },
    location: { type: 'any' },
    email: { type: 'string', required: true },
    challengeId: { type: 'string', required: true },
    /** SHA-256 of `<challengeId>:<code>`; removed once used or burned. */
    codeHash: { type: 'string' },
    /** SHA-256 of the link's secret; removed once used. */
    linkHash: { type: 'string' },
    attempts: { type: 'number', required: true },
    /** Epoch seconds of the emails sent for it. */
    sends: { type: 'list', items: { type: 'number' }, required: true },
    /** Epoch seconds: the cart hold's end; the code and link are refused from then on. */
    holdExpiresAt: { type: 'number', required: true },
    confirmedAt: { type: 'string' },
    /** The book opening the request was made in (ADR 0092): confirming counts it toward its cap. */
    openingId: { type: 'string' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byRequest: {
      pk: { field: 'pk', composite: ['artistId', 'requestId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
