import type { Travel, TravelInput } from '#shared/api/contracts/travels.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/travels` of `shared/api/routes.ts` (`createMyTravel`). */
export async function createMyTravel(body: TravelInput): Promise<Travel> {
  const travel = await artistApi.post<Travel>(profileEndpoints.createMyTravel.path, body);
  return travel;
}
