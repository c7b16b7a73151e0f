import type { PortalBooking } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/move` (`movePortalBooking`): as often as the policy allows (issue 14). */
export const movePortalBookingEndpoint = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/move',
} as const;

export function movePortalBooking(bookingId: string, slotId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    movePortalBookingEndpoint.path.replace('{bookingId}', encodeURIComponent(bookingId)),
    { slotId },
  );
}
