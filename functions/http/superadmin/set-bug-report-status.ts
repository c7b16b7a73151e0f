import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { ApiError } from '#shared/api/errors.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { adminBugReportView } from './admin-views.ts';
import { writeAuditedStatus } from './audited-status.ts';

/** `PUT /admin/bug-reports/{reportId}/status`: triage, audited in the same transaction. */
export const handler = httpHandler(
  adminRoutes.setBugReportStatus,
  async ({ caller, event, params, body }) => {
    const admin = await requireSuperadmin(caller, event);
    const { data: report } = await getDb().entities.bugReport.get({ reportId: params.reportId }).go();
    if (!report) throw new ApiError(404, 'not_found');
    if (report.status === body.status) return adminBugReportView(report);
    await writeAuditedStatus(
      admin,
      { action: 'bug.status-set', targetId: report.reportId, details: `${report.status} → ${body.status}` },
      ({ bugReport }, updatedAt) =>
        bugReport
          .patch({ reportId: report.reportId })
          .set({ status: body.status, updatedAt })
          .where(({ status }, { eq }) => eq(status, report.status))
          .commit(),
    );
    return adminBugReportView({ ...report, status: body.status });
  },
);
