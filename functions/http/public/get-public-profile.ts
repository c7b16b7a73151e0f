import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadPublicPage } from '#functions/lib/public-page.ts';
import { ApiError } from '#shared/api/errors.ts';
import { onboardingRoutes } from '#shared/api/routes/onboarding.ts';

/**
 * The whole public page of `/{pseudo}` in one response; 404 when nobody has this pseudo, 410
 * `artist_unavailable` while a superadmin has suspended the artist (the page says it is unavailable).
 */
export const handler = httpHandler(onboardingRoutes.getPublicProfile, async ({ params }) => {
  const found = await loadPublicPage(params.pseudo);
  if (!found) throw new ApiError(404, 'not_found');
  if (found.suspended) throw new ApiError(410, 'artist_unavailable');
  return found.page;
});
