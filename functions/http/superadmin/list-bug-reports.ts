import { adminRoutes } from '../../../shared/api/routes/admin.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireSuperadmin } from '../../lib/require-superadmin.ts';
import { adminBugReportView } from './admin-views.ts';

/** `GET /admin/bug-reports`: every report, newest first, with its screenshot's path. */
export const handler = httpHandler(adminRoutes.listAdminBugReports, async ({ caller }) => {
  requireSuperadmin(caller);
  const db = getDb();
  const { data } = await db.entities.bugReport.query
    .byBoard({ board: 'bugs' })
    .go({ pages: 'all', order: 'desc' });
  const views = await Promise.all(
    data.map(async (report) => {
      if (!report.screenshotImageId) return adminBugReportView(report);
      const { data: image } = await db.entities.image
        .get({ artistId: report.artistId, imageId: report.screenshotImageId })
        .go({ attributes: ['variantWidths'] });
      const widths = image?.variantWidths ?? [];
      return adminBugReportView(report, widths.length > 0 ? Math.max(...widths) : undefined);
    }),
  );
  return { items: views };
});
