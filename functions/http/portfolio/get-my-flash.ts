import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { toMyFlash } from '#shared/domain/portfolio-items.ts';
import { indexImages } from '#shared/domain/portfolio-public.ts';

/** One of the caller's flashes with its images; another artist's id answers 404. */
export const handler = httpHandler(portfolioRoutes.getMyFlash, async ({ params, caller }) => {
  const { artistId } = await activeArtist(caller);
  const db = getDb();
  const { data: flash } = await db.entities.flash.get({ artistId, flashId: params.flashId }).go();
  if (!flash) throw new ApiError(404, 'not_found');
  const { data: images } = await db.entities.image
    .get(flash.imageIds.map((imageId) => ({ artistId, imageId })))
    .go();
  return toMyFlash(flash, indexImages(images));
});
