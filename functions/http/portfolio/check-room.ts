import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import { PORTFOLIO_LIMITS } from '#shared/domain/portfolio-limits.ts';

/**
 * An artist has at most 100 flashes and 100 works (the public page loads them all in one response):
 * one more answers 409 `limit_reached`.
 */
export async function checkRoomFor(kind: 'flash' | 'work', artistId: string) {
  const db = getDb();
  const count =
    kind === 'flash'
      ? (await db.entities.flash.query.byArtist({ artistId }).go({ pages: 'all', attributes: ['flashId'] }))
          .data.length
      : (await db.entities.work.query.byArtist({ artistId }).go({ pages: 'all', attributes: ['workId'] }))
          .data.length;
  if (count >= PORTFOLIO_LIMITS.itemsPerArtist) throw new ApiError(409, 'limit_reached');
}
