import useSWR from 'swr';
import type { AuditEntry } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /admin/audit-log` of `shared/api/routes.ts` (`listAuditLog`). */
export function useAuditLog() {
  return useSWR<{ items: AuditEntry[] }, ApiError>(adminEndpoints.listAuditLog.path, (path: string) =>
    artistApi.get<{ items: AuditEntry[] }>(path),
  );
}
