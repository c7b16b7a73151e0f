import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadPublicPage } from '#functions/lib/public-page.ts';
import { publicPageCacheBefore } from '#shared/api/cache-control.ts';
import { ApiError } from '#shared/api/errors.ts';
import { onboardingRoutes } from '#shared/api/routes/onboarding.ts';
import { secondsToNextChange } from '#shared/domain/booking/opening.ts';

/**
 * The whole public page of `/{pseudo}` in one response; 404 when nobody has this pseudo, 410
 * `artist_unavailable` while a superadmin has suspended the artist (the page says it is unavailable).
 * Cached as the route says, but never past an opening's start or end.
 */
export const handler = httpHandler(onboardingRoutes.getPublicProfile, async ({ params, reply }) => {
  const now = new Date();
  const found = await loadPublicPage(params.pseudo, now);
  if (!found) throw new ApiError(404, 'not_found');
  if (found.suspended) throw new ApiError(410, 'artist_unavailable');
  // A book opening about to start or end: no copy outlives that moment (ADR 0092).
  reply.headers['cache-control'] = publicPageCacheBefore(secondsToNextChange(found.page.opening, now));
  return found.page;
});
