import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';

/** `GET /admin/audit-log`: every superadmin action, newest first (read only: no route changes it). */
export const handler = httpHandler(adminRoutes.listAuditLog, async ({ caller, event }) => {
  await requireSuperadmin(caller, event);
  const { data } = await getDb()
    .entities.auditEntry.query.byBoard({ board: 'audit' })
    .go({ pages: 'all', order: 'desc' });
  return {
    items: data.map(({ entryId, at, adminEmail, action, targetId, details }) => ({
      entryId,
      at,
      adminEmail,
      action,
      targetId,
      ...(details && { details }),
    })),
  };
});
