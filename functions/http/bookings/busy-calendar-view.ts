import { getDb } from '#functions/lib/db.ts';
import type { BusyCalendarView } from '#shared/api/contracts/bookings.ts';

/**
 * The artist's external calendar as their settings show it: the address, and how the last read
 * went (with how many busy times lie ahead), never the busy times themselves. A failed read is one
 * neutral `unreadable`, whatever failed: the settings are no oracle of what answers at an address
 * (ADR 0065).
 */
export async function busyCalendarViewOf(artistId: string, now = new Date()): Promise<BusyCalendarView> {
  const db = getDb();
  const [{ data: calendar }, { data: busy }] = await Promise.all([
    db.entities.busyCalendar.get({ artistId }).go({ consistent: true }),
    db.entities.busyTimes.get({ artistId }).go({ consistent: true }),
  ]);
  if (!calendar) return { status: 'none' };
  const readAfterSaved = (at: string | undefined) => at !== undefined && at >= calendar.addedAt;
  const ahead = (busy?.intervals ?? []).filter((interval) => Date.parse(interval.end) > now.getTime()).length;
  if (
    busy?.failure &&
    readAfterSaved(busy.failedAt) &&
    !(busy.fetchedAt && busy.fetchedAt > (busy.failedAt ?? ''))
  )
    return { url: calendar.url, status: 'unreadable', ...(busy.fetchedAt && { fetchedAt: busy.fetchedAt }) };
  if (!readAfterSaved(busy?.fetchedAt)) return { url: calendar.url, status: 'pending' };
  return {
    url: calendar.url,
    status: 'ok',
    busyCount: ahead,
    ...(busy?.fetchedAt && { fetchedAt: busy.fetchedAt }),
  };
}
