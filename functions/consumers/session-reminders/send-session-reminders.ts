import type { Context, ScheduledEvent } from 'aws-lambda';
import { projectSessionReminder } from '#events/definitions/projects.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { eachDueByHour } from '#functions/lib/due-by-hour.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { isProjectClosed, loadProject, type Project } from '#functions/lib/lifecycle/project-items.ts';
import { sessionReminderItem } from '#functions/lib/lifecycle/session-reminders.ts';
import { logger } from '#functions/lib/logger.ts';
import type { SessionReminderItem } from '#shared/db/entities/session-reminder.ts';
import { projectProgress, sessionReminder } from '#shared/domain/projects/project-sessions.ts';

/** How far back the job looks: a run missed for two days still sends what fell due. */
const LOOK_BACK_HOURS = 48;

/**
 * The reminders of a project's sessions still to book (ADR 0093), hourly: the reminders that fell
 * due and are not done, read hour by hour. Each project is read again (its sessions by their derived
 * ids): while the session after the one it follows is unbooked and the project open, ONE transaction
 * marks it done (only if it was not: a job that fires twice, or two runs at once, send it once),
 * records `project.session-reminded` (to the client, then the artist) and plans the next of the
 * cadence. Booked or closed meanwhile: marked skipped. The session it follows moved later: planned
 * again after its new end. A failure leaves it for the next run.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ due: number; sent: number }> => {
  const now = new Date(event.time);
  const { due, sent } = await eachDueByHour(now, LOOK_BACK_HOURS, {
    read: async (dueHour, before) =>
      (
        await getDb()
          .entities.sessionReminder.query.byHour({ dueHour })
          .lt({ dueAt: before })
          .where(({ doneAt }, { notExists }) => notExists(doneAt))
          .go({ pages: 'all' })
      ).data,
    act: (item) => remind(item, now, event.id),
    failed: (item, error) =>
      logger.warn('session reminder not sent, next run retries', {
        projectId: item.projectId,
        reminder: item.reminder,
        error,
      }),
  });
  logger.info('session reminders', { time: event.time, due, sent });
  return { due, sent };
};

type Outcome = NonNullable<SessionReminderItem['outcome']>;

/** Marks a reminder done, with what it sends or plans instead; false if another run did it. */
async function markDone(
  item: SessionReminderItem,
  now: Date,
  outcome: Outcome,
  also?: { event?: ReturnType<typeof outboxItem>; next?: { n: number; afterEnd: string } },
) {
  const { canceled } = await getDb()
    .transaction.write((entities) => [
      entities.sessionReminder
        .patch(item)
        .set({ doneAt: now.toISOString(), outcome })
        .where(({ doneAt }, { notExists }) => notExists(doneAt))
        .commit(),
      ...(also?.event ? [entities.outboxEvent.create(also.event).commit()] : []),
      ...(also?.next
        ? [
            sessionReminderItem(
              entities,
              item.artistId,
              { projectId: item.projectId, number: item.afterSession },
              also.next.n,
              also.next.afterEnd,
            ),
          ]
        : []),
    ])
    .go();
  return !canceled;
}

/** The project a reminder is about, or none when its first session is gone. */
async function projectOf(item: SessionReminderItem): Promise<Project | undefined> {
  const { data: first } = await getDb()
    .entities.booking.get({ artistId: item.artistId, bookingId: item.projectId })
    .go({ consistent: true, attributes: ['session'] });
  if (!first?.session) return undefined;
  return loadProject(item.artistId, item.projectId, first.session.planned);
}

async function remind(item: SessionReminderItem, now: Date, runId: string): Promise<boolean> {
  const project = await projectOf(item);
  const confirmed = (number: number) =>
    project?.sessions.find((booking) => booking.session.number === number && booking.status === 'confirmed');
  const after = confirmed(item.afterSession);
  if (
    !project ||
    isProjectClosed(project) ||
    !after ||
    confirmed(item.afterSession + 1) ||
    after.formerArtist
  ) {
    await markDone(item, now, 'skipped');
    return false;
  }
  // The session it follows moved later: the reminders count from its new end.
  if (after.slotEnd !== item.afterEnd && sessionReminder(item.reminder, after.slotEnd).dueAt > now) {
    await markDone(item, now, 'replanned', { next: { n: item.reminder, afterEnd: after.slotEnd } });
    return false;
  }
  const refs = await loadArtistRefs([after]);
  const artist = refs.artist(item.artistId);
  if (!artist) {
    await markDone(item, now, 'skipped');
    return false;
  }
  const { first } = project;
  const slot = slotViewOf(after, artist);
  const progress = projectProgress(
    first.session.planned,
    project.sessions.map((booking) => ({
      number: booking.session.number,
      slotStart: booking.slotStart,
      slotEnd: booking.slotEnd,
      canceled: booking.status === 'canceled',
    })),
    now,
  );
  const { to } = sessionReminder(item.reminder, item.afterEnd);
  const event = outboxItem(
    projectSessionReminder,
    {
      ...eventSubjectOf({ ...first, requestId: first.bookingId }, artist),
      client: {
        firstName: first.clientFirstName,
        lastName: first.clientLastName,
        email: first.clientEmail,
        locale: first.locale,
      },
      to,
      reminder: item.reminder,
      projectId: first.bookingId,
      planned: first.session.planned,
      done: progress.done,
      nextNumber: item.afterSession + 1,
      lastSessionDate: slot.localDate,
      timezone: slot.timezone,
    },
    {
      correlationId: `session-reminders:${runId}:${item.projectId}:${item.afterSession}:${item.reminder}`,
      now,
    },
  );
  return markDone(item, now, 'sent', { event, next: { n: item.reminder + 1, afterEnd: item.afterEnd } });
}
