import type { Travel, TravelInput } from '#shared/api/contracts/travels.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /me/travels/{travelId}` of `shared/api/routes.ts` (`updateMyTravel`): replaces the travel. */
export async function updateMyTravel(travelId: string, body: TravelInput): Promise<Travel> {
  const travel = await artistApi.put<Travel>(
    apiPath(profileEndpoints.updateMyTravel.path, { travelId }),
    body,
  );
  return travel;
}
