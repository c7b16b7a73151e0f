import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { CLIENT_NOTICES } from '#shared/domain/booking/client-notices.ts';

/**
 * A reminder or aftercare email planned for a booking (issue 14, item 4), filed by the UTC hour it
 * falls due in (as `depositDue`), so the notices job reads only the hours that passed. Planned when
 * the booking is confirmed or moved, for the slot it was on (`slotStart`): the job sends it only if
 * the booking is still confirmed on that slot. `doneAt` is set in the same transaction as the email's
 * event, only if still unset, so a job that fires twice sends it once; a notice re-planned by a
 * redelivered event finds its item already there and is not planned again. Kept 40 days (TTL).
 */
export const ClientNoticeEntity = new Entity({
  model: { entity: 'clientNotice', version: '1', service: SERVICE },
  attributes: {
    /** `2026-12-03T10`: the UTC hour of `dueAt`. */
    dueHour: { type: 'string', required: true, readOnly: true },
    dueAt: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    notice: { type: CLIENT_NOTICES, required: true, readOnly: true },
    /** The slot's start it was planned for: moved since, it is not sent. */
    slotStart: { type: 'string', required: true, readOnly: true },
    doneAt: { type: 'string' },
    outcome: { type: ['sent', 'skipped'] as const },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byHour: {
      pk: { field: 'pk', composite: ['dueHour'] },
      sk: { field: 'sk', composite: ['dueAt', 'artistId', 'bookingId', 'notice'] },
    },
  },
});

/** One client notice item as ElectroDB reads and writes it. */
export type ClientNoticeItem = EntityItem<typeof ClientNoticeEntity>;
