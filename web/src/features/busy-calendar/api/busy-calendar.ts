import useSWR from 'swr';
import type { BusyCalendarInput, BusyCalendarView } from '../../../../../shared/api/contracts/bookings.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/**
 * `GET|PUT|DELETE /me/busy-calendar` (`getMyBusyCalendar`, `setMyBusyCalendar`,
 * `deleteMyBusyCalendar`): the external calendar whose events block the artist's slots (issue 14,
 * item 7). One file for the one resource and its three verbs.
 */
export const busyCalendarEndpoints = {
  get: { method: 'GET', path: '/me/busy-calendar' },
  set: { method: 'PUT', path: '/me/busy-calendar' },
  delete: { method: 'DELETE', path: '/me/busy-calendar' },
} as const;

/** Read again every 2 s while the first read of a new address is pending. */
export function useMyBusyCalendar() {
  return useSWR<BusyCalendarView, ApiError>(
    busyCalendarEndpoints.get.path,
    () => artistApi.get<BusyCalendarView>(busyCalendarEndpoints.get.path),
    { refreshInterval: (latest) => (latest?.status === 'pending' ? 2000 : 0) },
  );
}

export function setMyBusyCalendar(body: BusyCalendarInput): Promise<BusyCalendarView> {
  return artistApi.put<BusyCalendarView>(busyCalendarEndpoints.set.path, body);
}

export function deleteMyBusyCalendar(): Promise<BusyCalendarView> {
  return artistApi.delete<BusyCalendarView>(busyCalendarEndpoints.delete.path);
}
