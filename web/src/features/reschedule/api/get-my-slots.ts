import useSWR from 'swr';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `GET /me/slots` of `shared/api/routes.ts` (`getMySlots`): the artist's own bookable slots, to move
 * a request or a booking to (the request delay and the open toggles do not apply to the artist).
 */
/** How many local days one page of the day picker asks for (the API's default window). */
const MY_SLOT_WINDOW_DAYS = 31;

/**
 * The slots of `days` local days from `from` (the artist's today when absent); with `durationMinutes`,
 * every quarter-hour start inside the working hours where an appointment of that length fits.
 */
export function mySlotsPath(from?: string, days = MY_SLOT_WINDOW_DAYS, durationMinutes?: number): string {
  const query = new URLSearchParams({
    ...(from && { from }),
    days: String(days),
    ...(durationMinutes && { durationMinutes: String(durationMinutes) }),
  });
  return `${inboxEndpoints.getMySlots.path}?${query}`;
}

/** `fresh` reads past any HTTP cache: after 'slot just taken', the list must show what is free now. */
function getMySlots(path: string, { fresh = false } = {}): Promise<SlotList> {
  return artistApi.get<SlotList>(path, fresh ? { headers: { 'Cache-Control': 'no-cache' } } : {});
}

export function useMySlots(from?: string, durationMinutes?: number) {
  const path = mySlotsPath(from, MY_SLOT_WINDOW_DAYS, durationMinutes);
  const swr = useSWR<SlotList, ApiError>(path, () => getMySlots(path), { revalidateOnFocus: false });
  /** Reads the list again from the API itself (never from a cache). */
  const refresh = () => swr.mutate(getMySlots(path, { fresh: true }), { revalidate: false });
  return { ...swr, refresh };
}
