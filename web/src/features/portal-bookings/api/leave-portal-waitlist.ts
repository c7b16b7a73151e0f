import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `DELETE /portal/bookings/{bookingId}/waitlist` (`leavePortalWaitlist`): no longer waiting. */
export function leavePortalWaitlist(bookingId: string): Promise<PortalBooking> {
  return portalApi.delete<PortalBooking>(
    portalEndpoints.leavePortalWaitlist.path.replace('{bookingId}', encodeURIComponent(bookingId)),
  );
}
