import type { AdminBugReport } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { BugStatus } from '#shared/domain/support.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /admin/bug-reports/{reportId}/status` of `shared/api/routes.ts` (`setBugReportStatus`). */
export function setBugReportStatus(reportId: string, status: BugStatus): Promise<AdminBugReport> {
  return artistApi.put<AdminBugReport>(apiPath(adminEndpoints.setBugReportStatus.path, { reportId }), {
    status,
  });
}
