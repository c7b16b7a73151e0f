import type { Context, ScheduledEvent } from 'aws-lambda';
import { refreshBusyTimes } from '../../lib/calendar/refresh-busy-times.ts';
import { getDb } from '../../lib/db.ts';
import { logger } from '../../lib/logger.ts';

/** Calendars read at once: a slow one does not hold the others back, and no server is flooded. */
const AT_ONCE = 8;

/**
 * Every 30 minutes (issue 14, item 7): every artist's external calendar read again, a few at a
 * time; a calendar that fails keeps its last busy times and says why in the artist's settings.
 * The registry item of an artist who is gone is removed.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ read: number; failed: number }> => {
  const db = getDb();
  const { data } = await db.entities.busyCalendar.query.all({}).go({ pages: 'all' });
  const now = new Date(event.time);
  let read = 0;
  let failed = 0;
  for (let at = 0; at < data.length; at += AT_ONCE) {
    await Promise.all(
      data.slice(at, at + AT_ONCE).map(async (calendar) => {
        const { data: artist } = await db.entities.artist
          .get({ artistId: calendar.artistId })
          .go({ attributes: ['artistId'] });
        if (!artist) {
          await db.entities.busyCalendar.delete({ artistId: calendar.artistId }).go();
          return;
        }
        const outcome = await refreshBusyTimes(calendar.artistId, calendar.url, now);
        if (outcome === 'ok') read += 1;
        else failed += 1;
      }),
    );
  }
  logger.info('busy calendars', { time: event.time, read, failed });
  return { read, failed };
};
