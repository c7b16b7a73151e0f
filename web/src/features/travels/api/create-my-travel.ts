import type { Travel, TravelInput } from '../../../../../shared/api/contracts/travels.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/travels` of `shared/api/routes.ts` (`createMyTravel`). */
export const createMyTravelEndpoint = { method: 'POST', path: '/me/travels' } as const;

export async function createMyTravel(body: TravelInput): Promise<Travel> {
  const travel = await artistApi.post<Travel>(createMyTravelEndpoint.path, body);
  return travel;
}
