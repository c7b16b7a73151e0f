import useSWR from 'swr';
import type { AvailabilityList } from '#shared/api/contracts/availability.ts';
import * as availabilityEndpoints from '#shared/api/endpoints/availability.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/availabilities` of `shared/api/routes.ts` (`listMyAvailabilities`): recurring first, then dates. */
const MY_AVAILABILITIES_KEY = availabilityEndpoints.listMyAvailabilities.path;

function listMyAvailabilities(): Promise<AvailabilityList> {
  return artistApi.get<AvailabilityList>(MY_AVAILABILITIES_KEY);
}

export function useMyAvailabilities() {
  return useSWR<AvailabilityList, ApiError>(MY_AVAILABILITIES_KEY, listMyAvailabilities, {
    revalidateOnFocus: false,
  });
}
