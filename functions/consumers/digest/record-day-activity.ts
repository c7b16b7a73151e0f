import { getDb } from '#functions/lib/db.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { DAY_ACTIVITY_TTL_SECONDS, dayActivityOf } from '#shared/domain/day-activity.ts';

/**
 * The digest's activity consumer: keeps what changed in each artist's day (a booking confirmed or
 * moved, a payment recorded, a client's message) as one item per event, keyed by when it happened
 * and the event's id, so a redelivered event writes the same item again and the order of events
 * does not matter. The 18:00 summary reads the artist's day back (send-digest.ts).
 */
export const handler = eventConsumer('digest-activity', async (event) => {
  const found = dayActivityOf(event);
  if (!found) return;
  const { id, occurredAt } = event.envelope.metadata;
  await getDb()
    .entities.dayActivity.put({
      artistId: found.artistId,
      occurredAt,
      eventId: id,
      ...found.activity,
      expiresAt: Math.floor(Date.parse(occurredAt) / 1000) + DAY_ACTIVITY_TTL_SECONDS,
    })
    .go();
});
