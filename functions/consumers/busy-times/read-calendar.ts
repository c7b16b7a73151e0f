import { refreshBusyTimes } from '#functions/lib/calendar/refresh-busy-times.ts';
import { getDb } from '#functions/lib/db.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';

/**
 * The `busy-times` queue (ADR 0066): each message names ONE artist whose external calendar is read,
 * `artist.busy-calendar-changed` as soon as they give it, `busy-calendar.read-requested` when the 30-minute
 * schedule asks. One message per invocation: a calendar that takes its whole budget (a slow server,
 * a file built to keep the reader busy) delays no other artist's, and ends as `unreadable`, not as a
 * retry. The address is read from the table, so a redelivered message reads what is there now;
 * removed meanwhile: nothing; the artist gone: their registry item is removed. Only a failure of our
 * own (the table) is retried, then dead-lettered.
 */
export const handler = queueConsumer(
  'busy-times',
  ({ envelope }) => readCalendar(envelope.payload.artistId),
  'busy calendar not read, will be retried',
);

export async function readCalendar(artistId: string): Promise<'none' | 'ok' | 'unreadable'> {
  const db = getDb();
  const [{ data: calendar }, { data: artist }] = await Promise.all([
    db.entities.busyCalendar.get({ artistId }).go({ consistent: true }),
    db.entities.artist.get({ artistId }).go({ attributes: ['artistId'] }),
  ]);
  if (!calendar) return 'none';
  if (!artist) {
    await db.entities.busyCalendar.delete({ artistId }).go();
    return 'none';
  }
  return refreshBusyTimes(artistId, calendar.url);
}
