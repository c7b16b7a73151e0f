import { getDb } from '#functions/lib/db.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { DAY_ACTIVITY_TTL_SECONDS, dayActivityOf } from '#shared/domain/day-activity.ts';

/**
 * The digest's activity consumer: keeps what changed in each artist's day (a booking confirmed or
 * moved, a payment recorded, a client's message) as one entry per event in the artist's item of
 * its UTC date, appended on condition the event's id is not there yet: a redelivered event adds
 * nothing, and the order of events does not matter (the summary sorts them). The 18:00 summary
 * reads a batch's days in one BatchGetItem (send-digest.ts, ADR 0102).
 */
export const handler = eventConsumer('digest-activity', async (event) => {
  const found = dayActivityOf(event);
  if (!found) return;
  const { id, occurredAt } = event.envelope.metadata;
  await getDb()
    .entities.dayActivity.upsert({
      artistId: found.artistId,
      // The outbox writes toISOString's form: its date is the UTC one.
      day: occurredAt.slice(0, 10),
      expiresAt: Math.floor(Date.parse(occurredAt) / 1000) + DAY_ACTIVITY_TTL_SECONDS,
    })
    .append({ entries: [{ eventId: id, occurredAt, ...found.activity }] })
    .add({ eventIds: [id] })
    .where(({ eventIds }, { notContains }) => notContains(eventIds, id))
    .go({ response: 'none', originalErr: true })
    .catch((error: Error) => {
      // Appended already: a redelivery.
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
});
