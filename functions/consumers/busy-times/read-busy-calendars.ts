import type { Context, ScheduledEvent } from 'aws-lambda';
import { busyCalendarReadRequested } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';

/** Outbox items written at once. */
const AT_ONCE = 25;

/**
 * Every 30 minutes (issue 14, item 7; ADR 0066): asks for every artist's external calendar to be
 * read again, one `busy-calendar.read-requested` per calendar, which the `busy-times` queue reads one per
 * message. This job reads no calendar itself, so no calendar can hold back another, or this job.
 * Each item is named by this run and the artist and created only if absent: a retried run asks
 * nothing twice.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ asked: number }> => {
  const db = getDb();
  const { data } = await db.entities.busyCalendar.query
    .all({})
    .go({ pages: 'all', attributes: ['artistId'] });
  const now = new Date(event.time);
  let asked = 0;
  for (let at = 0; at < data.length; at += AT_ONCE) {
    await Promise.all(
      data.slice(at, at + AT_ONCE).map(async ({ artistId }) => {
        const item = outboxItem(
          busyCalendarReadRequested,
          { artistId },
          { correlationId: `busy-calendars:${event.id}`, now, id: `busy-calendars:${event.id}:${artistId}` },
        );
        try {
          await db.entities.outboxEvent.create(item).go();
          asked += 1;
        } catch (error) {
          if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException')
            return;
          throw error;
        }
      }),
    );
  }
  logger.info('busy calendars asked', { time: event.time, asked });
  return { asked };
};
