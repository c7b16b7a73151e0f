import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `DELETE /me/travels/{travelId}` of `shared/api/routes.ts` (`deleteMyTravel`). */
export const deleteMyTravelEndpoint = { method: 'DELETE', path: '/me/travels/{travelId}' } as const;

export async function deleteMyTravel(travelId: string): Promise<void> {
  await artistApi.delete(apiPath(deleteMyTravelEndpoint.path, { travelId }));
}
