import type { ScheduledEvent } from 'aws-lambda';
import { getDb } from '../../lib/db.ts';
import { logger } from '../../lib/logger.ts';
import { zonesAtDigestHour } from './digest-schedule.ts';
import { type DigestArtist, sendDigest } from './send-digest.ts';

const ALL_ZONES = Intl.supportedValuesOf('timeZone');

/**
 * The hourly digest job: finds the artists who chose the daily summary and whose local time is
 * 18:00, through the sparse `byDigestZone` index (one query per due zone, never a scan), and sends
 * each their summary once per local day.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time'>,
): Promise<{ due: number; sent: number }> => {
  const now = new Date(event.time);
  const db = getDb();
  let due = 0;
  let sent = 0;
  for (const digestZone of zonesAtDigestHour(now, ALL_ZONES)) {
    const artists = await db.entities.artist.query.byDigestZone({ digestZone }).go({ pages: 'all' });
    for (const artist of artists.data as DigestArtist[]) {
      due += 1;
      if (await sendDigest(artist, now)) sent += 1;
    }
  }
  logger.info('daily digests', { time: event.time, due, sent });
  return { due, sent };
};
