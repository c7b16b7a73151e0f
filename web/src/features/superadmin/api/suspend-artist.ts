import type { AdminArtist } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /admin/artists/{artistId}/suspension` of `shared/api/routes.ts` (`suspendArtist`). */
export function suspendArtist(artistId: string, reason: string): Promise<AdminArtist> {
  return artistApi.put<AdminArtist>(apiPath(adminEndpoints.suspendArtist.path, { artistId }), { reason });
}
