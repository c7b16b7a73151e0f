import useSWR from 'swr';
import type { PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * `GET /portal/bookings` of `shared/api/routes/portal.ts` (`listPortalBookings`): the client's
 * bookings across every artist, upcoming soonest first, then past and cancelled latest first.
 */
const PORTAL_BOOKINGS_KEY = portalEndpoints.listPortalBookings.path;

function listPortalBookings(): Promise<PortalBookingList> {
  return portalApi.get<PortalBookingList>(PORTAL_BOOKINGS_KEY);
}

/** How often the list is read again while `refreshWhile` holds of it (back from paying a deposit). */
const REFRESH_MS = 2000;

/**
 * `refreshWhile`: read the list again every 2 s while this holds of the latest list (until the
 * payment's webhook lands); SWR asks it after each read.
 */
export function usePortalBookings(refreshWhile?: (list: PortalBookingList) => boolean) {
  return useSWR<PortalBookingList, ApiError>(PORTAL_BOOKINGS_KEY, listPortalBookings, {
    revalidateOnFocus: false,
    refreshInterval: (latest) => (latest && refreshWhile?.(latest) ? REFRESH_MS : 0),
  });
}
