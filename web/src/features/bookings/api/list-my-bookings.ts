import useSWR from 'swr';
import type { BookingList, BookingListQuery } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keptOffline } from '#web/src/lib/offline-snapshot.ts';

/**
 * `GET /me/bookings` of `shared/api/routes/bookings.ts` (`listMyBookings`): a tab for the list view
 * (upcoming, past, canceled). The calendar reads `GET /me/calendar` (`list-my-calendar.ts`).
 */
/** The path (and SWR key) of one list: `/me/bookings?tab=past`. */
export function myBookingsPath(query: BookingListQuery): string {
  const path = bookingsEndpoints.listMyBookings.path;
  return query.tab ? `${path}?${new URLSearchParams({ tab: query.tab })}` : path;
}

/**
 * Whether an SWR key is one of the artist's booking lists, calendar windows or bookings (to refresh
 * after a change).
 */
export function isMyBookingsKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const calendar = bookingsEndpoints.listMyCalendar.path;
  const list = bookingsEndpoints.listMyBookings.path;
  return (
    key === list || key.startsWith(`${list}?`) || key.startsWith(`${list}/`) || key.startsWith(`${calendar}?`)
  );
}

/** Each list read is kept for reading offline (ADR 0099). */
const listMyBookings = keptOffline((path: string) => artistApi.get<BookingList>(path));

/** One tab's list (none while `query` is null). */
export function useMyBookings(query: BookingListQuery | null) {
  const path = query ? myBookingsPath(query) : null;
  return useSWR<BookingList, ApiError>(path, listMyBookings, { revalidateOnFocus: false });
}
