import useSWR from 'swr';
import type { AdminSuggestion } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /admin/suggestions` of `shared/api/routes.ts` (`listAdminSuggestions`). */
export function useAdminSuggestions() {
  return useSWR<{ items: AdminSuggestion[] }, ApiError>(
    adminEndpoints.listAdminSuggestions.path,
    (path: string) => artistApi.get<{ items: AdminSuggestion[] }>(path),
  );
}
