import useSWR from 'swr';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import * as onboardingEndpoints from '#shared/api/endpoints/onboarding.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me` of `shared/api/routes.ts` (`getMyArtist`): 404 until onboarding has created the profile. */
export const MY_ARTIST_KEY = onboardingEndpoints.getMyArtist.path;

export function getMyArtist(): Promise<MyArtist> {
  return artistApi.get<MyArtist>(MY_ARTIST_KEY);
}

/** The signed-in artist (the area's guard has loaded it into the cache already). */
export function useMyArtist(options: { refreshInterval?: number } = {}) {
  return useSWR<MyArtist, ApiError>(MY_ARTIST_KEY, getMyArtist, {
    revalidateIfStale: false,
    // Read again every so often while a change made elsewhere lands (back from Stripe's portal).
    refreshInterval: options.refreshInterval ?? 0,
  });
}
