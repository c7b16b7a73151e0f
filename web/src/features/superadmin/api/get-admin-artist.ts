import useSWR from 'swr';
import type { AdminArtistDetail } from '../../../../../shared/api/contracts/admin.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /admin/artists/{artistId}` of `shared/api/routes.ts` (`getAdminArtist`). */
export const getAdminArtistEndpoint = { method: 'GET', path: '/admin/artists/{artistId}' } as const;

export function useAdminArtist(artistId: string | null) {
  return useSWR<AdminArtistDetail, ApiError>(artistId ? `/admin/artists/${artistId}` : null, (path: string) =>
    artistApi.get<AdminArtistDetail>(path),
  );
}
