import type { ScheduledEvent } from 'aws-lambda';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { zonesAtDigestHour } from './digest-schedule.ts';
import { type DigestArtist, sendDigest } from './send-digest.ts';

const ALL_ZONES = Intl.supportedValuesOf('timeZone');

/**
 * The hourly digest job: finds the artists who chose the daily summary and whose local time is
 * 18:00, through the sparse `byDigestZone` index (one query per due zone, never a scan), and sends
 * each their summary once per local day. The hour comes from the Scheduled Event's `time` (the
 * scheduled instant), so a run that fires late still serves the zones of its hour. One artist's
 * failure does not stop the others; the run then fails so its retry sends what is missing (what was
 * sent is not sent again).
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time'>,
): Promise<{ due: number; sent: number }> => {
  const now = new Date(event.time);
  const db = getDb();
  let due = 0;
  let sent = 0;
  const failed: string[] = [];
  for (const digestZone of zonesAtDigestHour(now, ALL_ZONES)) {
    const artists = await db.entities.artist.query.byDigestZone({ digestZone }).go({ pages: 'all' });
    for (const artist of artists.data) {
      if (artist.messageEmails !== 'daily') continue;
      due += 1;
      try {
        if (await sendDigest(artist as DigestArtist, now)) sent += 1;
      } catch (error) {
        logger.warn('daily digest failed', { artistId: artist.artistId, error: error as Error });
        failed.push(artist.artistId);
      }
    }
  }
  logger.info('daily digests', { time: event.time, due, sent, failed: failed.length });
  if (failed.length > 0) throw new Error(`daily digests failed for ${failed.length} artists`);
  return { due, sent };
};
