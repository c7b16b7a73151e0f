import useSWR from 'swr';
import type { MyWork } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/works/{workId}` of `shared/api/routes.ts` (`getMyWork`): 404 if not the artist's. */
export function myWorkKey(workId: string): string {
  return apiPath(portfolioEndpoints.getMyWork.path, { workId });
}

function getMyWork(workId: string): Promise<MyWork> {
  return artistApi.get<MyWork>(myWorkKey(workId));
}

export function useMyWork(workId: string) {
  return useSWR<MyWork, ApiError>(myWorkKey(workId), () => getMyWork(workId));
}
