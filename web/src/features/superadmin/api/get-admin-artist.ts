import useSWR from 'swr';
import type { AdminArtistDetail } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /admin/artists/{artistId}` of `shared/api/routes.ts` (`getAdminArtist`). */
export function useAdminArtist(artistId: string | null) {
  return useSWR<AdminArtistDetail, ApiError>(
    artistId ? apiPath(adminEndpoints.getAdminArtist.path, { artistId }) : null,
    (path: string) => artistApi.get<AdminArtistDetail>(path),
  );
}
