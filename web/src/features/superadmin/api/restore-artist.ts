import type { AdminArtist } from '../../../../../shared/api/contracts/admin.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `DELETE /admin/artists/{artistId}/suspension` of `shared/api/routes.ts` (`restoreArtist`). */
export const restoreArtistEndpoint = {
  method: 'DELETE',
  path: '/admin/artists/{artistId}/suspension',
} as const;

export function restoreArtist(artistId: string): Promise<AdminArtist> {
  return artistApi.delete<AdminArtist>(`/admin/artists/${artistId}/suspension`);
}
