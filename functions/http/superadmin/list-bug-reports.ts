import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { presignedGetUrl } from '#functions/lib/private-media.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { privateVariantKey } from '#shared/domain/media-keys.ts';
import { adminBugReportView } from './admin-views.ts';

/**
 * `GET /admin/bug-reports`: every report, newest first, with its screenshot's largest variant
 * behind a short-lived signed URL (screenshots live under `private/`, ADR 0072).
 */
export const handler = httpHandler(adminRoutes.listAdminBugReports, async ({ caller, event }) => {
  await requireSuperadmin(caller, event);
  const db = getDb();
  const { data } = await db.entities.bugReport.query
    .byBoard({ board: 'bugs' })
    .go({ pages: 'all', order: 'desc' });
  const views = await Promise.all(
    data.map(async (report) => {
      if (!report.screenshotImageId) return adminBugReportView(report);
      const { data: image } = await db.entities.image
        .get({ artistId: report.artistId, imageId: report.screenshotImageId })
        .go({ attributes: ['variantWidths', 'kind'] });
      const widths = image?.kind === 'support' ? (image.variantWidths ?? []) : [];
      if (widths.length === 0) return adminBugReportView(report);
      const key = privateVariantKey(report.artistId, report.screenshotImageId, Math.max(...widths));
      return adminBugReportView(report, await presignedGetUrl(key));
    }),
  );
  return { items: views };
});
