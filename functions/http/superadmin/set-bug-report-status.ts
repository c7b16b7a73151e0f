import { ApiError } from '../../../shared/api/errors.ts';
import { adminRoutes } from '../../../shared/api/routes/admin.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireSuperadmin } from '../../lib/require-superadmin.ts';
import { adminBugReportView, auditFields } from './admin-views.ts';

/** `PUT /admin/bug-reports/{reportId}/status`: triage, audited in the same transaction. */
export const handler = httpHandler(
  adminRoutes.setBugReportStatus,
  async ({ caller, event, params, body }) => {
    const admin = await requireSuperadmin(caller, event);
    const db = getDb();
    const { data: report } = await db.entities.bugReport.get({ reportId: params.reportId }).go();
    if (!report) throw new ApiError(404, 'not_found');
    if (report.status === body.status) return adminBugReportView(report);
    const now = new Date();
    const result = await db.transaction
      .write(({ bugReport, auditEntry }) => [
        bugReport
          .patch({ reportId: report.reportId })
          .set({ status: body.status, updatedAt: now.toISOString() })
          .where(({ status }, { eq }) => eq(status, report.status))
          .commit(),
        auditEntry
          .create(
            auditFields(admin, 'bug.status-set', report.reportId, `${report.status} → ${body.status}`, now),
          )
          .commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(409, 'conflict');
    return adminBugReportView({ ...report, status: body.status });
  },
);
