import useSWR from 'swr';
import type { CalendarFeedView } from '../../../../../shared/api/contracts/bookings.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/**
 * `GET|POST|DELETE /me/calendar-feed` (`getMyCalendarFeed`, `createMyCalendarFeed`,
 * `deleteMyCalendarFeed`): the private calendar subscription URL (issue 14, item 7). One file for
 * the one resource and its three verbs.
 */
export const calendarFeedEndpoints = {
  get: { method: 'GET', path: '/me/calendar-feed' },
  create: { method: 'POST', path: '/me/calendar-feed' },
  delete: { method: 'DELETE', path: '/me/calendar-feed' },
} as const;

export function useMyCalendarFeed() {
  return useSWR<CalendarFeedView, ApiError>(calendarFeedEndpoints.get.path, () =>
    artistApi.get<CalendarFeedView>(calendarFeedEndpoints.get.path),
  );
}

export function createMyCalendarFeed(): Promise<CalendarFeedView> {
  return artistApi.post<CalendarFeedView>(calendarFeedEndpoints.create.path);
}

export function deleteMyCalendarFeed(): Promise<CalendarFeedView> {
  return artistApi.delete<CalendarFeedView>(calendarFeedEndpoints.delete.path);
}
