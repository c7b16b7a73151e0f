import type { PortalBooking } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `DELETE /portal/bookings/{bookingId}/waitlist` (`leavePortalWaitlist`): no longer waiting. */
export const leavePortalWaitlistEndpoint = {
  method: 'DELETE',
  path: '/portal/bookings/{bookingId}/waitlist',
} as const;

export function leavePortalWaitlist(bookingId: string): Promise<PortalBooking> {
  return portalApi.delete<PortalBooking>(
    leavePortalWaitlistEndpoint.path.replace('{bookingId}', encodeURIComponent(bookingId)),
  );
}
