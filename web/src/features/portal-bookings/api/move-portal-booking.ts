import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/move` (`movePortalBooking`): as often as the policy allows (issue 14). */
export function movePortalBooking(bookingId: string, slotId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    portalEndpoints.movePortalBooking.path.replace('{bookingId}', encodeURIComponent(bookingId)),
    { slotId },
  );
}
