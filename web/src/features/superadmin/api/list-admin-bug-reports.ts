import useSWR from 'swr';
import type { AdminBugReport } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /admin/bug-reports` of `shared/api/routes.ts` (`listAdminBugReports`). */
export function useAdminBugReports() {
  return useSWR<{ items: AdminBugReport[] }, ApiError>(
    adminEndpoints.listAdminBugReports.path,
    (path: string) => artistApi.get<{ items: AdminBugReport[] }>(path),
  );
}
