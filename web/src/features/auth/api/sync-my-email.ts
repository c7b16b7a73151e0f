import type { MyArtist } from '#shared/api/contracts/artists.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /me/email` of `shared/api/routes.ts` (`syncMyEmail`): the account's email follows the token's. */
export function syncMyEmail(): Promise<MyArtist> {
  return artistApi.put<MyArtist>(profileEndpoints.syncMyEmail.path);
}
