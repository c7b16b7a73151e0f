import useSWR from 'swr';
import type { MyFlash } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/flashes/{flashId}` of `shared/api/routes.ts` (`getMyFlash`): 404 if not the artist's. */
export function myFlashKey(flashId: string): string {
  return apiPath(portfolioEndpoints.getMyFlash.path, { flashId });
}

function getMyFlash(flashId: string): Promise<MyFlash> {
  return artistApi.get<MyFlash>(myFlashKey(flashId));
}

export function useMyFlash(flashId: string) {
  return useSWR<MyFlash, ApiError>(myFlashKey(flashId), () => getMyFlash(flashId));
}
