import { routeGroup, withRoute } from '#functions/lib/route-group.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { handler as getArtistPage } from './get-artist-page.ts';
import { handler as getSitemap } from './get-sitemap.ts';

export const handler = routeGroup('pages', {
  getArtistPage: withRoute(profileRoutes.getArtistPage, getArtistPage),
  getSitemap: withRoute(profileRoutes.getSitemap, getSitemap),
});
