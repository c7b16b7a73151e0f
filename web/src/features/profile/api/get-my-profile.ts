import useSWR from 'swr';
import type { MyProfile } from '#shared/api/contracts/profile.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/profile` of `shared/api/routes.ts` (`getMyProfile`): the profile editor's data. */
export const MY_PROFILE_KEY = profileEndpoints.getMyProfile.path;

function getMyProfile(): Promise<MyProfile> {
  return artistApi.get<MyProfile>(MY_PROFILE_KEY);
}

/** `enabled: false` asks nothing (an account not onboarded yet has no profile). */
export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useSWR<MyProfile, ApiError>(enabled ? MY_PROFILE_KEY : null, getMyProfile, {
    revalidateOnFocus: false,
  });
}
