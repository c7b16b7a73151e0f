import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { FeaturesUpdate } from '#shared/api/contracts/profile.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PATCH /me/features` of `shared/api/routes.ts` (`updateMyFeatures`): answers the account. */
export function updateMyFeatures(body: FeaturesUpdate): Promise<MyArtist> {
  return artistApi.patch<MyArtist>(profileEndpoints.updateMyFeatures.path, body);
}
