import useSWR from 'swr';
import type { PlatformFigures } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /admin/figures` of `shared/api/routes.ts` (`getPlatformFigures`). */
export function usePlatformFigures() {
  return useSWR<PlatformFigures, ApiError>(
    `${adminEndpoints.getPlatformFigures.path}?days=30`,
    (path: string) => artistApi.get<PlatformFigures>(path),
  );
}
