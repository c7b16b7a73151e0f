import type { MyArtist } from '../../../../../shared/api/contracts/artists.ts';
import type { PreferencesUpdate } from '../../../../../shared/api/contracts/profile.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PATCH /me/preferences` of `shared/api/routes.ts` (`updateMyPreferences`): answers the account. */
export const updateMyPreferencesEndpoint = { method: 'PATCH', path: '/me/preferences' } as const;

export function updateMyPreferences(body: PreferencesUpdate): Promise<MyArtist> {
  return artistApi.patch<MyArtist>(updateMyPreferencesEndpoint.path, body);
}
