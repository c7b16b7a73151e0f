import useSWR from 'swr';
import type { MyTravelDemand } from '../../../../../shared/api/contracts/travels.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/travel-demand` (`getMyTravelDemand`): guest-spot demand per city (issue 14, item 6). */
export const getMyTravelDemandEndpoint = { method: 'GET', path: '/me/travel-demand' } as const;

export function getMyTravelDemand(): Promise<MyTravelDemand> {
  return artistApi.get<MyTravelDemand>(getMyTravelDemandEndpoint.path);
}

export function useMyTravelDemand() {
  return useSWR<MyTravelDemand, ApiError>(getMyTravelDemandEndpoint.path, getMyTravelDemand, {
    revalidateOnFocus: false,
  });
}
