import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A client's portal session: the refresh cookie is `<sessionId>.<secret>` and only the SHA-256 of the
 * current secret is kept. Each refresh replaces it; a stale secret revokes (deletes) the session
 * (docs/decisions/0024-portal-sessions.md). Ends at `expiresAt` (epoch seconds, also the TTL).
 */
export const PortalSessionEntity = new Entity({
  model: { entity: 'portalSession', version: '1', service: SERVICE },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    refreshHash: { type: 'string', required: true },
    /** Epoch seconds. */
    createdAt: { type: 'number', required: true, readOnly: true },
    rotatedAt: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
