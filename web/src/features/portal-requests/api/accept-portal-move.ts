import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * `POST /portal/requests/{requestId}/accept-move` of `shared/api/routes/portal.ts`
 * (`acceptPortalMove`): takes the new time the artist moved a pending request to; answers the
 * request (the same on a retry).
 */
export function acceptPortalMove(requestId: string): Promise<PortalRequest> {
  return portalApi.post<PortalRequest>(apiPath(portalEndpoints.acceptPortalMove.path, { requestId }));
}
