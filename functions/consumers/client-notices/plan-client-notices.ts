import type { ConsumerEvent } from '#events/consumers.ts';
import { getDb } from '#functions/lib/db.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';
import { depositPolicyOf } from '#shared/domain/billing/deposit-policy.ts';
import { type PolicyNotices, plannedNotices } from '#shared/domain/booking/client-notices.ts';
import { touchUpWindowEnd } from '#shared/domain/booking/touch-up.ts';

/** Kept 40 days after it falls due (the last aftercare email is 30 days after). */
const KEEP_SECONDS = 40 * 86_400;

/**
 * Plans a booking's reminders and aftercare emails (issue 14, item 4) when it is confirmed
 * (`request.accepted`) or moved (`slot.moved` of a booking): one `clientNotice` item per email
 * still ahead, filed by the hour it falls due, for the slot it is on now. Each is created only if
 * absent, so a redelivered event plans nothing twice (and never revives one already sent); a move
 * plans the new slot's notices, and the old slot's are skipped by the job when they fall due.
 */
export const handler = eventConsumer('notice-planning', async (event): Promise<{ planned: number }> => {
  const target = bookingSlotOf(event);
  const { envelope } = event;
  if (!target) return { planned: 0 };
  const db = getDb();
  const now = new Date(envelope.metadata.occurredAt);
  let planned = 0;
  const extras = await policyNoticesOf(target.artistId, target.bookingId, target.slot.end);
  for (const { notice, dueAt } of plannedNotices(target.slot, now, extras)) {
    const due = dueAt.toISOString();
    try {
      await db.entities.clientNotice
        .create({
          dueHour: dueHourOf(due),
          dueAt: due,
          artistId: target.artistId,
          bookingId: target.bookingId,
          notice,
          slotStart: target.slot.start,
          expiresAt: Math.floor(dueAt.getTime() / 1000) + KEEP_SECONDS,
        })
        .go();
      planned += 1;
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException')
        throw error;
    }
  }
  return { planned };
});

/**
 * When the booking's free touch-up window closes (issue 31) and how many days after the session its
 * healed photo is asked for (ADR 0101), under the policy its client accepted (the booking's copy);
 * neither without one, or for a touch-up itself.
 */
async function policyNoticesOf(artistId: string, bookingId: string, slotEnd: string): Promise<PolicyNotices> {
  const { data: booking } = await getDb()
    .entities.booking.get({ artistId, bookingId })
    .go({ consistent: true });
  if (!booking?.depositPolicy || booking.touchUpOf) return {};
  const policy = depositPolicyOf(booking);
  return { touchUpUntil: touchUpWindowEnd(policy, { slotEnd }), healedPhotoDays: policy.healedPhotoDays };
}

/** The booking an event confirms or moves, and its slot now; none for a request's move. */
function bookingSlotOf(event: ConsumerEvent<'notice-planning'>) {
  if (event.detailType === 'request.accepted') {
    const accepted = event.envelope.payload;
    return { artistId: accepted.artistId, bookingId: accepted.bookingId, slot: accepted.slot };
  }
  const moved = event.envelope.payload;
  if (moved.kind !== 'booking' || !moved.bookingId) return undefined;
  return { artistId: moved.artistId, bookingId: moved.bookingId, slot: moved.to };
}
