import useSWR from 'swr';
import type { MyToday } from '#shared/api/contracts/today.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keepOffline } from '#web/src/lib/offline-snapshot.ts';

/** `GET /me/today` of `shared/api/routes/bookings.ts` (`getMyToday`): the artist's Today in one answer. */
export const MY_TODAY_KEY = bookingsEndpoints.getMyToday.path;

function getMyToday(): Promise<MyToday> {
  return artistApi.get<MyToday>(MY_TODAY_KEY);
}

/**
 * Today, read again on focus and every minute (the sidebar's pending count reads it too); each
 * answer is kept for reading offline (ADR 0099).
 */
export function useMyToday() {
  return useSWR<MyToday, ApiError>(MY_TODAY_KEY, getMyToday, {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
    onSuccess: (today) => void keepOffline(MY_TODAY_KEY, today),
  });
}
