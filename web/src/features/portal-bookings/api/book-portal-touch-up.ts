import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/touch-up` (`bookPortalTouchUp`): the free touch-up, inside its window (issue 31). */
export function bookPortalTouchUp(bookingId: string, slotId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    portalEndpoints.bookPortalTouchUp.path.replace('{bookingId}', encodeURIComponent(bookingId)),
    { slotId },
  );
}
