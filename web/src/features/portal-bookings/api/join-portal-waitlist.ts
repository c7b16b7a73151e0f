import type { PortalBooking } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/bookings/{bookingId}/waitlist` (`joinPortalWaitlist`): tell me of an earlier slot (issue 14). */
export const joinPortalWaitlistEndpoint = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/waitlist',
} as const;

export function joinPortalWaitlist(bookingId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    joinPortalWaitlistEndpoint.path.replace('{bookingId}', encodeURIComponent(bookingId)),
  );
}
