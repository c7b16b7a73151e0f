import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A reminder that a project still has sessions to book (issue 31; ADR 0093), filed by the UTC hour
 * it falls due in (as `clientNotice`), so the job reads only the hours that passed. Planned when a
 * session that is not the last is booked, for after its end (`afterEnd`); each one sent plans the
 * next of the cadence (shared/domain/projects/project-sessions.ts) in the same transaction. The job
 * sends it only while the next session is still unbooked and the project open; `doneAt` is set in
 * the same transaction as the email's event, only if unset, so a job that fires twice sends it once.
 * Kept 40 days after it falls due (TTL).
 */
export const SessionReminderEntity = new Entity({
  model: { entity: 'sessionReminder', version: '1', service: SERVICE },
  attributes: {
    /** `2026-12-03T10`: the UTC hour of `dueAt`. */
    dueHour: { type: 'string', required: true, readOnly: true },
    dueAt: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
    /** The booked session it follows: the one to book is the next number. */
    afterSession: { type: 'number', required: true, readOnly: true },
    /** Its place in the cadence (1, 2, ...): who it goes to and when the next falls due. */
    reminder: { type: 'number', required: true, readOnly: true },
    /** The end of the session it follows when planned: moved since, it is planned again. */
    afterEnd: { type: 'string', required: true, readOnly: true },
    doneAt: { type: 'string' },
    outcome: { type: ['sent', 'skipped', 'replanned'] as const },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byHour: {
      pk: { field: 'pk', composite: ['dueHour'] },
      sk: { field: 'sk', composite: ['dueAt', 'artistId', 'projectId', 'afterSession', 'reminder'] },
    },
  },
});

/** One session reminder item as ElectroDB reads and writes it. */
export type SessionReminderItem = EntityItem<typeof SessionReminderEntity>;
