import { mutate } from 'swr';
import type { MyProfile, ProfileUpdate } from '#shared/api/contracts/profile.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { MY_PROFILE_KEY } from './get-my-profile.ts';

/** `PUT /me/profile` of `shared/api/routes.ts` (`updateMyProfile`): replaces the whole profile. */
export async function updateMyProfile(body: ProfileUpdate): Promise<MyProfile> {
  const profile = await artistApi.put<MyProfile>(profileEndpoints.updateMyProfile.path, body);
  await mutate(MY_PROFILE_KEY, profile, { revalidate: false });
  return profile;
}
