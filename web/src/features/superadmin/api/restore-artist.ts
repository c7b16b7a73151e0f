import type { AdminArtist } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `DELETE /admin/artists/{artistId}/suspension` of `shared/api/routes.ts` (`restoreArtist`). */
export function restoreArtist(artistId: string): Promise<AdminArtist> {
  return artistApi.delete<AdminArtist>(apiPath(adminEndpoints.restoreArtist.path, { artistId }));
}
