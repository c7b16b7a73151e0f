import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * `POST /portal/requests/{requestId}/cancel` of `shared/api/routes/portal.ts` (`cancelPortalRequest`):
 * cancels a pending request and frees its slot; answers the cancelled request (the same on a retry).
 */
export function cancelPortalRequest(requestId: string): Promise<PortalRequest> {
  return portalApi.post<PortalRequest>(apiPath(portalEndpoints.cancelPortalRequest.path, { requestId }));
}
