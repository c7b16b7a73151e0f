import useSWR from 'swr';
import type { MyTravelDemand } from '#shared/api/contracts/travels.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/travel-demand` (`getMyTravelDemand`): guest-spot demand per city (issue 14, item 6). */
function getMyTravelDemand(): Promise<MyTravelDemand> {
  return artistApi.get<MyTravelDemand>(profileEndpoints.getMyTravelDemand.path);
}

export function useMyTravelDemand() {
  return useSWR<MyTravelDemand, ApiError>(profileEndpoints.getMyTravelDemand.path, getMyTravelDemand, {
    revalidateOnFocus: false,
  });
}
