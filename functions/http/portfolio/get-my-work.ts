import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { activeArtist } from '#functions/lib/require-active-plan.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { toMyWork } from '#shared/domain/portfolio-items.ts';
import { indexImages } from '#shared/domain/portfolio-public.ts';

/** One of the caller's realisations with its images in order; another artist's id answers 404. */
export const handler = httpHandler(portfolioRoutes.getMyWork, async ({ params, caller }) => {
  const { artistId } = await activeArtist(caller);
  const db = getDb();
  const { data: work } = await db.entities.work.get({ artistId, workId: params.workId }).go();
  if (!work) throw new ApiError(404, 'not_found');
  const { data: images } = await db.entities.image
    .get(work.imageIds.map((imageId) => ({ artistId, imageId })))
    .go();
  return toMyWork(work, indexImages(images));
});
