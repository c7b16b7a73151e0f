import { calendarFetchUrl } from '../../../shared/domain/calendar/busy-calendar-url.ts';
import { BUSY_HORIZON_DAYS, busyIntervals } from '../../../shared/domain/calendar/busy-times.ts';
import { scheduleZone } from '../artist-schedule.ts';
import { getDb } from '../db.ts';
import { logger } from '../logger.ts';

const DAY = 86_400_000;
/** A calendar larger than this is refused (a year of a busy calendar is well under 1 MB). */
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 8000;

type Failure = 'unreachable' | 'not_calendar' | 'too_large';

async function download(url: string): Promise<{ text: string } | { failure: Failure }> {
  try {
    const response = await fetch(calendarFetchUrl(url), {
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Inkslot calendar sync' },
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { failure: 'unreachable' };
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return { failure: 'too_large' };
    const text = await response.text();
    if (text.length > MAX_BYTES) return { failure: 'too_large' };
    return text.includes('BEGIN:VCALENDAR') ? { text } : { failure: 'not_calendar' };
  } catch {
    return { failure: 'unreachable' };
  }
}

/**
 * Reads an artist's external calendar again (issue 14, item 7) and keeps its busy intervals of the
 * next months in their page collection, where the slot engine takes them as taken. A failed read
 * (unreachable, not a calendar, too large) is recorded for the settings card and keeps the busy
 * times of the last good read, so a calendar down for an hour does not open slots the artist is
 * not free for. Answers what happened.
 */
export async function refreshBusyTimes(
  artistId: string,
  url: string,
  now = new Date(),
): Promise<'ok' | Failure> {
  const db = getDb();
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ attributes: ['timezone'] });
  const read = await download(url);
  let intervals: { start: string; end: string }[] | undefined;
  let failure: Failure = 'failure' in read ? read.failure : 'not_calendar';
  if ('text' in read) {
    try {
      intervals = busyIntervals(
        read.text,
        { from: new Date(now.getTime() - DAY), to: new Date(now.getTime() + BUSY_HORIZON_DAYS * DAY) },
        scheduleZone(artist ?? {}),
      );
    } catch (error) {
      logger.warn('external calendar not readable', { artistId, error: error as Error });
      failure = 'not_calendar';
    }
  }
  const at = now.toISOString();
  if (intervals) {
    await db.entities.busyTimes.put({ artistId, intervals, fetchedAt: at }).go();
    return 'ok';
  }
  await db.entities.busyTimes.upsert({ artistId, failure, failedAt: at }).ifNotExists({ intervals: [] }).go();
  return failure;
}
