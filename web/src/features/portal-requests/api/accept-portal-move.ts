import type { PortalRequest } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/**
 * `POST /portal/requests/{requestId}/accept-move` of `shared/api/routes/portal.ts`
 * (`acceptPortalMove`): takes the new time the artist moved a pending request to; answers the
 * request (the same on a retry).
 */
export const acceptPortalMoveEndpoint = {
  method: 'POST',
  path: '/portal/requests/{requestId}/accept-move',
} as const;

export function acceptPortalMove(requestId: string): Promise<PortalRequest> {
  return portalApi.post<PortalRequest>(apiPath(acceptPortalMoveEndpoint.path, { requestId }));
}
