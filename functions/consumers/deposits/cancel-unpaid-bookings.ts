import type { Context, ScheduledEvent } from 'aws-lambda';
import { getDb } from '#functions/lib/db.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { cancelBookingAsArtist } from '#functions/lib/lifecycle/close-by-artist.ts';
import { logger } from '#functions/lib/logger.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';

const HOUR = 3_600_000;
/** How far back the job looks: a run that was missed for a day still finds what fell due. */
const LOOK_BACK_HOURS = 48;

/**
 * The deposit deadlines (issue 14, item 2), every 15 minutes: the deposits that fell due by the
 * scheduled time, read hour by hour from the `depositDue` items (no scan, no index). Each booking is
 * read again: one still confirmed and awaiting its deposit is cancelled as the artist's policy says,
 * through the artist's own cancellation (ONE transaction, only while still unpaid: its holds are
 * deleted, the slot is free again, and `booking.cancelled` with `depositExpired` tells both sides);
 * one paid, moved or cancelled meanwhile is left as it is. The item is deleted once handled, so a
 * second run does nothing; a failure leaves it for the next run.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ due: number; cancelled: number }> => {
  const now = new Date(event.time);
  const db = getDb();
  let due = 0;
  let cancelled = 0;
  for (let back = LOOK_BACK_HOURS; back >= 0; back--) {
    const dueHour = dueHourOf(new Date(now.getTime() - back * HOUR).toISOString());
    const { data } = await db.entities.depositDue.query
      .byHour({ dueHour })
      // Before the next millisecond: `lte` on the first of several sort key parts would miss `now` itself.
      .lt({ dueAt: new Date(now.getTime() + 1).toISOString() })
      .go({ pages: 'all' });
    for (const item of data) {
      due += 1;
      try {
        if (await cancelIfUnpaid(item.artistId, item.bookingId, now, event.id)) cancelled += 1;
        await db.entities.depositDue.delete(item).go();
      } catch (error) {
        logger.warn('deposit deadline not applied, next run retries', {
          artistId: item.artistId,
          bookingId: item.bookingId,
          error: error as Error,
        });
      }
    }
  }
  logger.info('deposit deadlines', { time: event.time, due, cancelled });
  return { due, cancelled };
};

async function cancelIfUnpaid(
  artistId: string,
  bookingId: string,
  now: Date,
  runId: string,
): Promise<boolean> {
  const { data: booking } = await getDb()
    .entities.booking.get({ artistId, bookingId })
    .go({ consistent: true });
  if (
    booking?.status !== 'confirmed' ||
    booking.paymentState !== 'WAITING-FOR-DEPOSIT' ||
    booking.depositPayment ||
    !booking.depositDueAt ||
    Date.parse(booking.depositDueAt) > now.getTime()
  )
    return false;
  const refs = await loadArtistRefs([booking]);
  const artist = refs.artist(artistId);
  if (!artist) return false;
  const { canceled } = await cancelBookingAsArtist(booking, {
    artist,
    refs,
    now,
    correlationId: `deposit-deadline:${runId}:${bookingId}`,
    depositExpired: true,
  });
  // Paid or changed between the read and the write: the condition kept it.
  return !canceled;
}
