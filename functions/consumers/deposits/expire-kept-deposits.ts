import type { Context, ScheduledEvent } from 'aws-lambda';
import { depositExpiryNoticed } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { eventMoneyOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { logger } from '#functions/lib/logger.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { keptDepositStep } from '#shared/domain/billing/deposit-lifetime.ts';
import { acceptedPolicy } from '#shared/domain/billing/deposit-policy.ts';

/**
 * The deposits' lifetimes (issue 31, ADR 0097), daily: the bookings a client cancelled with their
 * deposit paid and not yet expired, read by one filtered scan of the table (a few a day; no index
 * for a once-a-day read). For each, under the policy the client accepted: 14 days before the
 * deposit expires the client is told (`soon`), at expiry it expires (`expired`, the booking shows
 * it), unless the client booked with the artist again since. ONE transaction per step sets its mark
 * on the booking (only if unset: a job that fires twice, or two runs at once, do it once) and
 * records `deposit.expiry-noticed`. A failure leaves the booking for the next run.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ kept: number; warned: number; expired: number }> => {
  const now = new Date(event.time);
  const { data } = await getDb()
    .entities.booking.scan.where(
      ({ status, canceledBy, paymentState, depositExpiredAt }, { eq, notExists }) =>
        `${eq(status, 'canceled')} AND ${eq(canceledBy, 'client')} AND ${eq(paymentState, 'DEPOSIT-PAID')} AND ${notExists(depositExpiredAt)}`,
    )
    .go({ pages: 'all' });
  const counts = { kept: data.length, warned: 0, expired: 0 };
  for (const booking of data) {
    try {
      const step = await stepFor(booking, now, event.id);
      if (step) counts[step === 'warn' ? 'warned' : 'expired'] += 1;
    } catch (error) {
      logger.warn('deposit lifetime not applied, next run retries', {
        bookingId: booking.bookingId,
        error: error as Error,
      });
    }
  }
  logger.info('deposit lifetimes', { time: event.time, ...counts });
  return counts;
};

/** Whether the client booked with the same artist after this cancellation (the deposit then counts there). */
async function rebooked(booking: BookingItem): Promise<boolean> {
  const { data } = await getDb()
    .entities.booking.query.byClient({ clientEmail: booking.clientEmail })
    .go({ pages: 'all' });
  return data.some(
    (other) =>
      other.artistId === booking.artistId &&
      other.bookingId !== booking.bookingId &&
      other.status === 'confirmed' &&
      other.acceptedAt > (booking.canceledAt ?? ''),
  );
}

async function stepFor(booking: BookingItem, now: Date, runId: string) {
  const refs = await loadArtistRefs([booking]);
  const artist = refs.artist(booking.artistId);
  if (!artist || booking.formerArtist) return undefined;
  const policy = acceptedPolicy(booking, artist);
  const next = keptDepositStep(policy, booking, now, false);
  if (!next || (await rebooked(booking))) return undefined;
  const at = now.toISOString();
  const event = outboxItem(
    depositExpiryNoticed,
    {
      ...eventSubjectOf({ ...booking, requestId: booking.bookingId }, artist),
      bookingId: booking.bookingId,
      slot: slotViewOf(booking, artist),
      ...eventMoneyOf(booking),
      stage: next.step === 'warn' ? 'soon' : 'expired',
      expiresAt: next.expiresAt,
    },
    { correlationId: `deposit-lifetime:${runId}:${booking.bookingId}:${next.step}`, now },
  );
  const { canceled } = await getDb()
    .transaction.write(({ booking: bookings, outboxEvent }) => [
      bookings
        .patch({ artistId: booking.artistId, bookingId: booking.bookingId })
        .set(next.step === 'warn' ? { depositExpiryWarnedAt: at } : { depositExpiredAt: at })
        .where(({ depositExpiryWarnedAt, depositExpiredAt }, { notExists }) =>
          next.step === 'warn'
            ? `${notExists(depositExpiryWarnedAt)} AND ${notExists(depositExpiredAt)}`
            : notExists(depositExpiredAt),
        )
        .commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  return canceled ? undefined : next.step;
}
