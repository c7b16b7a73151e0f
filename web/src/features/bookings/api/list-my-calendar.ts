import useSWR from 'swr';
import type { CalendarList, CalendarQuery } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keptOffline } from '#web/src/lib/offline-snapshot.ts';

/**
 * `GET /me/calendar` of `shared/api/routes/bookings.ts` (`listMyCalendar`): the bookings of a window
 * of local days, as the calendar's chips and blocks show them (ADR 0103).
 */
/** The path (and SWR key) of one window: `/me/calendar?from=2026-04-27&to=2026-06-07`. */
export function myCalendarPath(query: CalendarQuery): string {
  return `${bookingsEndpoints.listMyCalendar.path}?${new URLSearchParams({ from: query.from, to: query.to })}`;
}

/** Each window read is kept for reading offline (ADR 0099). */
const listMyCalendar = keptOffline((path: string) => artistApi.get<CalendarList>(path));

/** One window (none while `query` is null); the previous one stays on screen while the next loads. */
export function useMyCalendar(query: CalendarQuery | null) {
  return useSWR<CalendarList, ApiError>(query ? myCalendarPath(query) : null, listMyCalendar, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
