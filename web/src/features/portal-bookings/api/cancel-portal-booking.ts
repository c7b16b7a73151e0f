import type { PortalBooking } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/cancel` (`cancelPortalBooking`): within the artist's policy (issue 14). */
export const cancelPortalBookingEndpoint = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/cancel',
} as const;

export function cancelPortalBooking(bookingId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    cancelPortalBookingEndpoint.path.replace('{bookingId}', encodeURIComponent(bookingId)),
    {},
  );
}
