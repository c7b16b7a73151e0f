import type { TravelDemandAnswer, TravelDemandInput } from '#shared/api/contracts/travels.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import { api } from '#web/src/lib/api.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/** `POST /artists/{pseudo}/travels/{travelId}/demand` (`askTravelDemand`), public: tell me when it opens. */
export function askTravelDemand(
  pseudo: string,
  travelId: string,
  body: TravelDemandInput,
): Promise<TravelDemandAnswer> {
  return api.post<TravelDemandAnswer>(
    apiPath(profileEndpoints.askTravelDemand.path, { pseudo, travelId }),
    body,
  );
}
