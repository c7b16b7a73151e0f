import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/waitlist` (`joinPortalWaitlist`): tell me of an earlier slot (issue 14). */
export function joinPortalWaitlist(bookingId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    portalEndpoints.joinPortalWaitlist.path.replace('{bookingId}', encodeURIComponent(bookingId)),
  );
}
