import useSWR from 'swr';
import type { MyWorkList } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/works` of `shared/api/routes.ts` (`listMyWorks`): the artist's works, newest first. */
export const MY_WORKS_KEY = portfolioEndpoints.listMyWorks.path;

function listMyWorks(): Promise<MyWorkList> {
  return artistApi.get<MyWorkList>(MY_WORKS_KEY);
}

export function useMyWorks() {
  return useSWR<MyWorkList, ApiError>(MY_WORKS_KEY, listMyWorks);
}
