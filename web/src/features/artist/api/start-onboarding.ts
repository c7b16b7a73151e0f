import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MyArtist, OnboardingStart } from '#shared/api/contracts/artists.ts';
import * as onboardingEndpoints from '#shared/api/endpoints/onboarding.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { MY_ARTIST_KEY } from './get-my-artist.ts';

/** `POST /me/onboarding` of `shared/api/routes.ts` (`startOnboarding`): claims the pseudo. */
async function startOnboarding(body: OnboardingStart): Promise<MyArtist> {
  const artist = await artistApi.post<MyArtist>(onboardingEndpoints.startOnboarding.path, body);
  await mutate(MY_ARTIST_KEY, artist, { revalidate: false });
  return artist;
}

/** 409 `pseudo_taken` comes back as an `ApiError` whose field error sits on `pseudo`. */
export function useStartOnboarding() {
  return useSWRMutation<MyArtist, ApiError, string, OnboardingStart>(
    onboardingEndpoints.startOnboarding.path,
    (_path, { arg }) => startOnboarding(arg),
  );
}
