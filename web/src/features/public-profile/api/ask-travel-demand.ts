import type { TravelDemandAnswer, TravelDemandInput } from '../../../../../shared/api/contracts/travels.ts';
import { api } from '../../../lib/api.ts';
import { apiPath } from '../../../lib/api-path.ts';

/** `POST /artists/{pseudo}/travels/{travelId}/demand` (`askTravelDemand`), public: tell me when it opens. */
export const askTravelDemandEndpoint = {
  method: 'POST',
  path: '/artists/{pseudo}/travels/{travelId}/demand',
} as const;

export function askTravelDemand(
  pseudo: string,
  travelId: string,
  body: TravelDemandInput,
): Promise<TravelDemandAnswer> {
  return api.post<TravelDemandAnswer>(apiPath(askTravelDemandEndpoint.path, { pseudo, travelId }), body);
}
