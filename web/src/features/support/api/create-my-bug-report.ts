import type { BugReportInput } from '#shared/api/contracts/support.ts';
import * as supportEndpoints from '#shared/api/endpoints/support.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/bug-reports` of `shared/api/routes.ts` (`createMyBugReport`). */
export function createMyBugReport(body: BugReportInput): Promise<{ reportId: string }> {
  return artistApi.post<{ reportId: string }>(supportEndpoints.createMyBugReport.path, body);
}
