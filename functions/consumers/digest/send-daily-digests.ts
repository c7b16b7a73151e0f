import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { zonesAtDigestHour } from './digest-schedule.ts';
import { DIGEST_BATCH, type DigestArtist, retakeExpiredClaims, sendDigests } from './send-digest.ts';

const ALL_ZONES = Intl.supportedValuesOf('timeZone');
const HOUR_MS = 3_600_000;

type Sender = (
  batch: readonly DigestArtist[],
  at: Date,
  run: string,
) => Promise<{ sent: number; failed: string[] }>;

/**
 * The hourly digest job: finds the artists who chose the daily summary and whose local time is
 * 18:00, through the sparse `byDigestZone` index (one query per due zone, never a scan), and sends
 * each their summary once per local day, in batches (sendDigests: one read of their counters and
 * one claim write per batch). The hour comes from the Scheduled Event's `time` (the
 * scheduled instant), so a run that fires late still serves the zones of its hour. Then the zones of
 * the hour before: their summaries claimed by a run that died before sending them (its claims'
 * leases over, ADR 0102) are sent now, as no other run selects those artists that day. One
 * artist's failure does not stop the others; the run then fails so its retry sends what is missing
 * (what was sent is not sent again).
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time'>,
): Promise<{ due: number; sent: number }> => {
  const now = new Date(event.time);
  const run = randomUUID();
  const due = await eachBatch(now, run, sendDigests);
  const retaken = await eachBatch(new Date(now.getTime() - HOUR_MS), run, retakeExpiredClaims);
  const sent = due.sent + retaken.sent;
  const failed = [...due.failed, ...retaken.failed];
  logger.info('daily digests', { time: event.time, due: due.due, sent, failed: failed.length });
  if (failed.length > 0) throw new Error(`daily digests failed for ${failed.length} artists`);
  return { due: due.due, sent };
};

/** Runs `send` over the artists of the zones due at the hour of `at` who chose the daily summary, batch by batch. */
async function eachBatch(
  at: Date,
  run: string,
  send: Sender,
): Promise<{ due: number; sent: number; failed: string[] }> {
  const db = getDb();
  let due = 0;
  let sent = 0;
  const failed: string[] = [];
  for (const digestZone of zonesAtDigestHour(at, ALL_ZONES)) {
    const artists = await db.entities.artist.query.byDigestZone({ digestZone }).go({ pages: 'all' });
    const daily = artists.data.filter((artist) => artist.messageEmails === 'daily') as DigestArtist[];
    due += daily.length;
    for (let start = 0; start < daily.length; start += DIGEST_BATCH) {
      const batch = daily.slice(start, start + DIGEST_BATCH);
      try {
        const result = await send(batch, at, run);
        sent += result.sent;
        failed.push(...result.failed);
      } catch (error) {
        logger.warn('daily digests failed', { artists: batch.length, error: error as Error });
        failed.push(...batch.map((artist) => artist.artistId));
      }
    }
  }
  return { due, sent, failed };
}
