import type { Travel, TravelInput } from '../../../../../shared/api/contracts/travels.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /me/travels/{travelId}` of `shared/api/routes.ts` (`updateMyTravel`): replaces the travel. */
export const updateMyTravelEndpoint = { method: 'PUT', path: '/me/travels/{travelId}' } as const;

export async function updateMyTravel(travelId: string, body: TravelInput): Promise<Travel> {
  const travel = await artistApi.put<Travel>(apiPath(updateMyTravelEndpoint.path, { travelId }), body);
  return travel;
}
