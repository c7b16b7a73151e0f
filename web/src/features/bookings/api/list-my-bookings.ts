import useSWR from 'swr';
import type { BookingList, BookingListQuery } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `GET /me/bookings` of `shared/api/routes/bookings.ts` (`listMyBookings`): a tab for the list view
 * (upcoming, past, canceled), or a window of local days (`from`/`to`) for the calendar.
 */
/** The path (and SWR key) of one list: `/me/bookings?tab=past`, `/me/bookings?from=…&to=…`. */
export function myBookingsPath(query: BookingListQuery): string {
  const search = new URLSearchParams();
  if (query.tab) search.set('tab', query.tab);
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  const text = search.toString();
  return text ? `${bookingsEndpoints.listMyBookings.path}?${text}` : bookingsEndpoints.listMyBookings.path;
}

/** Whether an SWR key is one of the artist's booking lists or bookings (to refresh after a change). */
export function isMyBookingsKey(key: unknown): boolean {
  const list = bookingsEndpoints.listMyBookings.path;
  return (
    typeof key === 'string' && (key === list || key.startsWith(`${list}?`) || key.startsWith(`${list}/`))
  );
}

function listMyBookings(path: string): Promise<BookingList> {
  return artistApi.get<BookingList>(path);
}

/** One list; the previous answer stays on screen while the next month or tab loads. */
export function useMyBookings(query: BookingListQuery | null) {
  const path = query ? myBookingsPath(query) : null;
  return useSWR<BookingList, ApiError>(path, listMyBookings, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
