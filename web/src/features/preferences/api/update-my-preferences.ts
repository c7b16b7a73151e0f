import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { PreferencesUpdate } from '#shared/api/contracts/profile.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PATCH /me/preferences` of `shared/api/routes.ts` (`updateMyPreferences`): answers the account. */
export function updateMyPreferences(body: PreferencesUpdate): Promise<MyArtist> {
  return artistApi.patch<MyArtist>(profileEndpoints.updateMyPreferences.path, body);
}
