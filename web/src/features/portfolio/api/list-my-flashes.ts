import useSWR from 'swr';
import type { MyFlashList } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/flashes` of `shared/api/routes.ts` (`listMyFlashes`): the artist's flashes, newest first. */
export const MY_FLASHES_KEY = portfolioEndpoints.listMyFlashes.path;

function listMyFlashes(): Promise<MyFlashList> {
  return artistApi.get<MyFlashList>(MY_FLASHES_KEY);
}

export function useMyFlashes() {
  return useSWR<MyFlashList, ApiError>(MY_FLASHES_KEY, listMyFlashes);
}
