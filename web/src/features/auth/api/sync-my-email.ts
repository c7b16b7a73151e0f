import type { MyArtist } from '../../../../../shared/api/contracts/artists.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /me/email` of `shared/api/routes.ts` (`syncMyEmail`): the account's email follows the token's. */
export const syncMyEmailEndpoint = { method: 'PUT', path: '/me/email' } as const;

export function syncMyEmail(): Promise<MyArtist> {
  return artistApi.put<MyArtist>(syncMyEmailEndpoint.path);
}
