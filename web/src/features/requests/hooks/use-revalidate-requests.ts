import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';

/** The API paths whose answers change when a request is answered or moved. */
const CHANGED = [
  inboxEndpoints.listMyRequests.path,
  bookingsEndpoints.listMyBookings.path,
  bookingsEndpoints.listMyCalendar.path,
  inboxEndpoints.getMySlots.path,
];

/** Reads the artist's requests (lists and details), bookings and free slots again. */
export function useRevalidateRequests(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => typeof key === 'string' && CHANGED.some((path) => key.startsWith(path))),
    [mutate],
  );
}
