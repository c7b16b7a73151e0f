import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A deposit that falls due (issue 14, item 2): written with the booking when a request is accepted
 * under a deadline to pay, filed by the UTC hour it falls due in, so the deadline job reads only the
 * hours that have passed (a query per hour, no scan, no index). The job reads the booking again and
 * acts only if it still awaits its deposit; it deletes the item once handled. Kept a week (TTL).
 */
export const DepositDueEntity = new Entity({
  model: { entity: 'depositDue', version: '1', service: SERVICE },
  attributes: {
    /** `2026-12-03T10`: the UTC hour of `dueAt`. */
    dueHour: { type: 'string', required: true, readOnly: true },
    dueAt: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byHour: {
      pk: { field: 'pk', composite: ['dueHour'] },
      sk: { field: 'sk', composite: ['dueAt', 'artistId', 'bookingId'] },
    },
  },
});

/** The UTC hour an instant falls in, as `dueHour` files it. */
export const dueHourOf = (iso: string) => iso.slice(0, 13);
