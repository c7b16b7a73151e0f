import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `DELETE /me/travels/{travelId}` of `shared/api/routes.ts` (`deleteMyTravel`). */
export async function deleteMyTravel(travelId: string): Promise<void> {
  await artistApi.delete(apiPath(profileEndpoints.deleteMyTravel.path, { travelId }));
}
