import useSWR from 'swr';
import type { AuditEntry } from '../../../../../shared/api/contracts/admin.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /admin/audit-log` of `shared/api/routes.ts` (`listAuditLog`). */
export const listAuditLogEndpoint = { method: 'GET', path: '/admin/audit-log' } as const;

export function useAuditLog() {
  return useSWR<{ items: AuditEntry[] }, ApiError>(listAuditLogEndpoint.path, (path: string) =>
    artistApi.get<{ items: AuditEntry[] }>(path),
  );
}
