import type { WriteEntities, WriteItem } from '#functions/lib/db.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';
import { sessionReminder } from '#shared/domain/projects/project-sessions.ts';

/** Kept 40 days after it falls due (TTL), like the client notices. */
const KEEP_SECONDS = 40 * 86_400;

/**
 * The first reminder of the session still to book after this one (ADR 0093), when this is not the
 * project's last: filed by the hour it falls due, written in the transaction that books the session
 * (or makes the booking a project), so it is never missing nor planned twice.
 */
export function firstSessionReminder(
  entities: WriteEntities,
  booking: {
    artistId: string;
    slotEnd: string;
    session?: { projectId: string; number: number; planned: number } | undefined;
  },
): WriteItem[] {
  const { session } = booking;
  if (!session || session.number >= session.planned) return [];
  return [sessionReminderItem(entities, booking.artistId, session, 1, booking.slotEnd)];
}

/** Reminder `n` of the cadence after session `session.number`, ending at `afterEnd`. */
export function sessionReminderItem(
  entities: WriteEntities,
  artistId: string,
  session: { projectId: string; number: number },
  n: number,
  afterEnd: string,
): WriteItem {
  const dueAt = sessionReminder(n, afterEnd).dueAt;
  const due = dueAt.toISOString();
  return entities.sessionReminder
    .put({
      dueHour: dueHourOf(due),
      dueAt: due,
      artistId,
      projectId: session.projectId,
      afterSession: session.number,
      reminder: n,
      afterEnd,
      expiresAt: Math.floor(dueAt.getTime() / 1000) + KEEP_SECONDS,
    })
    .commit();
}
