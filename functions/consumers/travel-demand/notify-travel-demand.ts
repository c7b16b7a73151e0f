import { travelBookingOpened } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { travelBookingOpen } from '#functions/lib/travels/travel-opening.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import { cityKey } from '#shared/domain/travel-demand.ts';
import { byPeriod, travelPhase } from '#shared/domain/travels.ts';

/** Visitors told per transaction (each one's item patched, plus the event: DynamoDB takes 100). */
const CHUNK = 50;

/**
 * Guest-spot demand (issue 14, item 6): when an artist saves a travel or an availability, or opens
 * requests again, the visitors still waiting for a city are told once its guest spot's booking is
 * open (the public form offers a slot there). ONE transaction per group of them sets `notifiedAt`
 * only where unset and records `travel.booking-opened` (the email consumer writes to each), so a
 * redelivered or concurrent event tells nobody twice. Nothing waiting: one query, nothing else.
 */
export const handler = eventConsumer('travel-demand', async ({ envelope }): Promise<{ told: number }> => {
  const { artistId } = envelope.payload;
  const db = getDb();
  const { data: waiting } = await db.entities.travelDemand.query
    .byArtist({ artistId })
    .where(({ notifiedAt }, { notExists }) => notExists(notifiedAt))
    .go({ pages: 'all' });
  if (waiting.length === 0) return { told: 0 };
  const [{ data: artist }, { data: travels }] = await Promise.all([
    db.entities.artist.get({ artistId }).go(),
    db.entities.travel.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  if (!artist || artist.suspendedAt) return { told: 0 };
  const now = new Date();
  const today = artistToday(artist.timezone, now);
  const told = new Set<string>();
  for (const travel of [...travels].sort(byPeriod)) {
    if (travelPhase(travel, today) === 'past') continue;
    const key = cityKey(travel.city);
    const demands = waiting.filter(
      (item) => item.cityKey === key && !told.has(`${item.cityKey}|${item.email}`),
    );
    if (demands.length === 0 || !(await travelBookingOpen(artistId, travel, today, now))) continue;
    for (let at = 0; at < demands.length; at += CHUNK) {
      const chunk = demands.slice(at, at + CHUNK);
      const opened = outboxItem(
        travelBookingOpened,
        {
          artistId,
          pseudo: artist.pseudo,
          displayName: artist.displayName,
          travel: {
            travelId: travel.travelId,
            city: travel.city,
            shopName: travel.shopName,
            startDate: travel.startDate,
            endDate: travel.endDate,
          },
          recipients: chunk.map((item) => ({ email: item.email, locale: item.locale })),
        },
        { correlationId: envelope.metadata.correlationId, now },
      );
      const { canceled } = await db.transaction
        .write(({ travelDemand, outboxEvent }) => [
          ...chunk.map((item) =>
            travelDemand
              .patch({ artistId, cityKey: item.cityKey, email: item.email })
              .set({ notifiedAt: now.toISOString() })
              .where(({ notifiedAt }, { notExists }) => notExists(notifiedAt))
              .commit(),
          ),
          outboxEvent.create(opened).commit(),
        ])
        .go();
      // Told by a concurrent run meanwhile: nothing written, nobody told twice.
      if (canceled) logger.info('travel demand told by another run', { artistId, city: travel.city });
      else for (const item of chunk) told.add(`${item.cityKey}|${item.email}`);
    }
  }
  return { told: told.size };
});
