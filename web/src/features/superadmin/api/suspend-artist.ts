import type { AdminArtist } from '../../../../../shared/api/contracts/admin.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /admin/artists/{artistId}/suspension` of `shared/api/routes.ts` (`suspendArtist`). */
export const suspendArtistEndpoint = { method: 'PUT', path: '/admin/artists/{artistId}/suspension' } as const;

export function suspendArtist(artistId: string, reason: string): Promise<AdminArtist> {
  return artistApi.put<AdminArtist>(`/admin/artists/${artistId}/suspension`, { reason });
}
