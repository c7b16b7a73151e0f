import useSWR from 'swr';
import type { TravelList } from '#shared/api/contracts/travels.ts';
import * as profileEndpoints from '#shared/api/endpoints/profile.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/travels` of `shared/api/routes.ts` (`listMyTravels`): the artist's travels, earliest first. */
const MY_TRAVELS_KEY = profileEndpoints.listMyTravels.path;

function listMyTravels(): Promise<TravelList> {
  return artistApi.get<TravelList>(MY_TRAVELS_KEY);
}

export function useMyTravels() {
  return useSWR<TravelList, ApiError>(MY_TRAVELS_KEY, listMyTravels, { revalidateOnFocus: false });
}
