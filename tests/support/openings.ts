import type { Db } from '#shared/db/service.ts';

/**
 * The tests cannot move the handlers' clock (they read the real time): an opening "starts" by
 * moving its stored start to a second ago, as if its date had come (ADRs 0092, 0096).
 */
export async function startNow(database: Db, artistId: string) {
  const { data } = await database.entities.artist.get({ artistId }).go({ consistent: true });
  if (!data?.opening) throw new Error('no opening to start');
  const startsAt = new Date(Date.now() - 1000).toISOString();
  await database.entities.artist
    .patch({ artistId })
    .set({ opening: { ...data.opening, projectTypes: [...data.opening.projectTypes], startsAt } })
    .go();
}
