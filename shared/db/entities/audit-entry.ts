import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * One superadmin action (issue 13, item 8): who, what, on what, when. Written in the action's own
 * transaction, never updated or deleted (no route does either). All in one partition, oldest
 * first: a handful a day.
 */
export const AuditEntryEntity = new Entity({
  model: { entity: 'auditEntry', version: '1', service: SERVICE },
  attributes: {
    board: { type: ['audit'] as const, required: true, readOnly: true, default: 'audit' },
    at: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    adminId: { type: 'string', required: true, readOnly: true },
    adminEmail: { type: 'string', required: true, readOnly: true },
    action: {
      type: ['artist.suspended', 'artist.restored', 'bug.status-set', 'suggestion.status-set'] as const,
      required: true,
      readOnly: true,
    },
    targetId: { type: 'string', required: true, readOnly: true },
    /** What changed, in words a reader of the log needs (`new → fixed`, the suspension's reason). */
    details: { type: 'string', readOnly: true },
  },
  indexes: {
    byBoard: {
      pk: { field: 'pk', composite: ['board'] },
      sk: { field: 'sk', composite: ['at', 'entryId'] },
    },
  },
});
