import type { AdminBugReport } from '../../../../../shared/api/contracts/admin.ts';
import type { BugStatus } from '../../../../../shared/domain/support.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /admin/bug-reports/{reportId}/status` of `shared/api/routes.ts` (`setBugReportStatus`). */
export const setBugReportStatusEndpoint = {
  method: 'PUT',
  path: '/admin/bug-reports/{reportId}/status',
} as const;

export function setBugReportStatus(reportId: string, status: BugStatus): Promise<AdminBugReport> {
  return artistApi.put<AdminBugReport>(`/admin/bug-reports/${reportId}/status`, { status });
}
