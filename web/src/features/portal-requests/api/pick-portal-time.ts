import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * `POST /portal/requests/{requestId}/pick-time` of `shared/api/routes/portal.ts` (`pickPortalTime`):
 * takes one of the times the artist proposed; answers the booking the request became. 409
 * `time_already_picked` when another tab picked first, `proposal_expired` once it lapsed (ADR 0087).
 */
export function pickPortalTime(requestId: string, slotId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(apiPath(portalEndpoints.pickPortalTime.path, { requestId }), {
    slotId,
  });
}
