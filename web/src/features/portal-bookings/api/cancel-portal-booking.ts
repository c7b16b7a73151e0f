import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/cancel` (`cancelPortalBooking`): within the artist's policy (issue 14). */
export function cancelPortalBooking(bookingId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    portalEndpoints.cancelPortalBooking.path.replace('{bookingId}', encodeURIComponent(bookingId)),
    {},
  );
}
