import useSWR from 'swr';
import type { MyToday } from '#shared/api/contracts/today.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keptOffline } from '#web/src/lib/offline-snapshot.ts';

/** `GET /me/today` of `shared/api/routes/bookings.ts` (`getMyToday`): the artist's Today in one answer. */
export const MY_TODAY_KEY = bookingsEndpoints.getMyToday.path;

/** Each answer is kept; without a network, the kept one stands in (`keptAnswers`, ADR 0099). */
const getMyToday = keptOffline((path: string) => artistApi.get<MyToday>(path));

/** Today, read again on focus and every minute (the sidebar's pending count reads it too). */
export function useMyToday() {
  return useSWR<MyToday, ApiError>(MY_TODAY_KEY, getMyToday, {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  });
}
