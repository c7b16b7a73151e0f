import useSWR from 'swr';
import type { CalendarFeedView } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `GET|POST|DELETE /me/calendar-feed` (`getMyCalendarFeed`, `createMyCalendarFeed`,
 * `deleteMyCalendarFeed`): the private calendar subscription URL (issue 14, item 7). One file for
 * the one resource and its three verbs.
 */
export function useMyCalendarFeed() {
  return useSWR<CalendarFeedView, ApiError>(bookingsEndpoints.getMyCalendarFeed.path, () =>
    artistApi.get<CalendarFeedView>(bookingsEndpoints.getMyCalendarFeed.path),
  );
}

export function createMyCalendarFeed(): Promise<CalendarFeedView> {
  return artistApi.post<CalendarFeedView>(bookingsEndpoints.createMyCalendarFeed.path);
}

export function deleteMyCalendarFeed(): Promise<CalendarFeedView> {
  return artistApi.delete<CalendarFeedView>(bookingsEndpoints.deleteMyCalendarFeed.path);
}
