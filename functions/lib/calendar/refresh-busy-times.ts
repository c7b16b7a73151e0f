import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { guardedFetch } from '#functions/lib/outbound/guarded-fetch.ts';
import { calendarFetchUrl } from '#shared/domain/calendar/busy-calendar-url.ts';
import { BUSY_HORIZON_DAYS } from '#shared/domain/calendar/busy-times.ts';
import { busyIntervalsInWorker } from './busy-intervals-in-worker.ts';

const DAY = 86_400_000;
/** A calendar larger than this is refused (a year of a busy calendar is well under 1 MB). */
const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
/** The download's limits (ADR 0066): the connection, then the whole exchange with its redirects. */
const CALENDAR_CONNECT_TIMEOUT_MS = 4000;
const CALENDAR_TOTAL_TIMEOUT_MS = 10_000;

/**
 * Reads an artist's external calendar again (issue 14, item 7) and keeps its busy intervals of the
 * next months in their page collection, where the slot engine takes them as taken. The download goes
 * through the guarded client (ADR 0065), the expansion through a worker with its budget and time
 * limit (ADR 0066). A failed read, whatever failed, is recorded as `unreadable` for the settings card
 * (the cause goes to the logs only) and keeps the busy times of the last good read, so a calendar
 * down for an hour does not open slots the artist is not free for. Answers what happened.
 */
export async function refreshBusyTimes(
  artistId: string,
  url: string,
  now = new Date(),
): Promise<'ok' | 'unreadable'> {
  const db = getDb();
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ attributes: ['timezone'] });
  const cause = await readIntervals(url, now, scheduleZone(artist ?? {}));
  const at = now.toISOString();
  if ('intervals' in cause) {
    await db.entities.busyTimes.put({ artistId, intervals: cause.intervals, fetchedAt: at }).go();
    return 'ok';
  }
  logger.warn('external calendar not read', { artistId, cause: cause.failure, detail: cause.detail });
  await db.entities.busyTimes
    .upsert({ artistId, failure: 'unreadable', failedAt: at })
    .ifNotExists({ intervals: [] })
    .go();
  return 'unreadable';
}

async function readIntervals(url: string, now: Date, zone: string) {
  const read = await guardedFetch(calendarFetchUrl(url), {
    maxBytes: CALENDAR_MAX_BYTES,
    connectTimeoutMs: CALENDAR_CONNECT_TIMEOUT_MS,
    totalTimeoutMs: CALENDAR_TOTAL_TIMEOUT_MS,
    headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Inkslot calendar sync' },
  });
  if (!read.ok) return { failure: read.failure, detail: read.detail };
  const text = read.body.toString('utf8');
  if (!text.includes('BEGIN:VCALENDAR')) return { failure: 'not_calendar', detail: undefined };
  const answer = await busyIntervalsInWorker(
    text,
    {
      from: new Date(now.getTime() - DAY),
      to: new Date(now.getTime() + BUSY_HORIZON_DAYS * DAY),
    },
    zone,
  );
  return 'intervals' in answer ? answer : { failure: answer.failure, detail: undefined };
}
