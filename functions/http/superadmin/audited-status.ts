import { getDb, type WriteEntities, type WriteItem } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import { auditFields } from './admin-views.ts';

type AuditAction = Parameters<typeof auditFields>[1];

/**
 * Triage of a support record (a bug report, a suggestion): its status patch and the audit entry in
 * one transaction, refused with 409 when the status changed meanwhile (the patch's condition).
 */
export async function writeAuditedStatus(
  admin: Parameters<typeof auditFields>[0],
  audit: { action: AuditAction; targetId: string; details: string },
  patch: (entities: WriteEntities, updatedAt: string) => WriteItem,
): Promise<void> {
  const now = new Date();
  const result = await getDb()
    .transaction.write((entities) => [
      patch(entities, now.toISOString()),
      entities.auditEntry
        .create(auditFields(admin, audit.action, audit.targetId, audit.details, now))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
}
