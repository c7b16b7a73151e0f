import useSWR from 'swr';
import type { BusyCalendarInput, BusyCalendarView } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `GET|PUT|DELETE /me/busy-calendar` (`getMyBusyCalendar`, `setMyBusyCalendar`,
 * `deleteMyBusyCalendar`): the external calendar whose events block the artist's slots (issue 14,
 * item 7). One file for the one resource and its three verbs.
 */
/** Read again every 2 s while the first read of a new address is pending. */
export function useMyBusyCalendar() {
  return useSWR<BusyCalendarView, ApiError>(
    bookingsEndpoints.getMyBusyCalendar.path,
    () => artistApi.get<BusyCalendarView>(bookingsEndpoints.getMyBusyCalendar.path),
    { refreshInterval: (latest) => (latest?.status === 'pending' ? 2000 : 0) },
  );
}

export function setMyBusyCalendar(body: BusyCalendarInput): Promise<BusyCalendarView> {
  return artistApi.put<BusyCalendarView>(bookingsEndpoints.setMyBusyCalendar.path, body);
}

export function deleteMyBusyCalendar(): Promise<BusyCalendarView> {
  return artistApi.delete<BusyCalendarView>(bookingsEndpoints.deleteMyBusyCalendar.path);
}
