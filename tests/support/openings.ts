import { dueHourOf } from '#shared/db/entities/deposit-due.ts';
import type { Db } from '#shared/db/service.ts';

/**
 * The tests cannot move the handlers' clock (they read the real time): an opening "starts" by
 * moving its stored start to a second ago, as if its date had come (ADRs 0092, 0096), its start
 * filed again for the `opening-starts` job as a new time files it (ADR 0100).
 */
export async function startNow(database: Db, artistId: string) {
  const { data } = await database.entities.artist.get({ artistId }).go({ consistent: true });
  if (!data?.opening) throw new Error('no opening to start');
  const startsAt = new Date(Date.now() - 1000).toISOString();
  await database.entities.artist
    .patch({ artistId })
    .set({ opening: { ...data.opening, projectTypes: [...data.opening.projectTypes], startsAt } })
    .go();
  await database.entities.openingStartDue
    .put({
      dueHour: dueHourOf(startsAt),
      dueAt: startsAt,
      artistId,
      openingId: data.opening.openingId,
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    })
    .go();
}
