import useSWR from 'swr';
import type { PortalBookingList } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/**
 * `GET /portal/bookings` of `shared/api/routes/portal.ts` (`listPortalBookings`): the client's
 * bookings across every artist, upcoming soonest first, then past and cancelled latest first.
 */
export const listPortalBookingsEndpoint = { method: 'GET', path: '/portal/bookings' } as const;
export const PORTAL_BOOKINGS_KEY = listPortalBookingsEndpoint.path;

export function listPortalBookings(): Promise<PortalBookingList> {
  return portalApi.get<PortalBookingList>(PORTAL_BOOKINGS_KEY);
}

/** `refreshInterval`: read again every so often (back from paying a deposit, until the webhook lands). */
export function usePortalBookings(refreshInterval = 0) {
  return useSWR<PortalBookingList, ApiError>(PORTAL_BOOKINGS_KEY, listPortalBookings, {
    revalidateOnFocus: false,
    refreshInterval,
  });
}
