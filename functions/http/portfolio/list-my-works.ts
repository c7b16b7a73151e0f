import { httpHandler } from '#functions/lib/http-handler.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { myWorks } from '#shared/domain/portfolio-items.ts';
import { indexImages } from '#shared/domain/portfolio-public.ts';
import { artistPortfolio } from './artist-portfolio.ts';

/** The caller's realisations, the last created first, with their images: one query of the artist page. */
export const handler = httpHandler(portfolioRoutes.listMyWorks, async ({ caller }) => {
  const { works, images } = await artistPortfolio(caller);
  return { items: myWorks(works, indexImages(images)) };
});
