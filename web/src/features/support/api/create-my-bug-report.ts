import type { BugReportInput } from '../../../../../shared/api/contracts/support.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/bug-reports` of `shared/api/routes.ts` (`createMyBugReport`). */
export const createMyBugReportEndpoint = { method: 'POST', path: '/me/bug-reports' } as const;

export function createMyBugReport(body: BugReportInput): Promise<{ reportId: string }> {
  return artistApi.post<{ reportId: string }>(createMyBugReportEndpoint.path, body);
}
