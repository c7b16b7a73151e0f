import type { AdminArtistPage } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /admin/artists` of `shared/api/routes.ts` (`listAdminArtists`). */
export function listAdminArtists(query: { q?: string; cursor?: string }): Promise<AdminArtistPage> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return artistApi.get<AdminArtistPage>(
    `${adminEndpoints.listAdminArtists.path}${search ? `?${search}` : ''}`,
  );
}
