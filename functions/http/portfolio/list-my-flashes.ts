import { httpHandler } from '#functions/lib/http-handler.ts';
import { portfolioRoutes } from '#shared/api/routes/portfolio.ts';
import { myFlashes } from '#shared/domain/portfolio-items.ts';
import { indexImages } from '#shared/domain/portfolio-public.ts';
import { artistPortfolio } from './artist-portfolio.ts';

/** The caller's flashes, the last created first, with their images: one query of the artist page. */
export const handler = httpHandler(portfolioRoutes.listMyFlashes, async ({ caller }) => {
  const { flashes, images } = await artistPortfolio(caller);
  return { items: myFlashes(flashes, indexImages(images)) };
});
