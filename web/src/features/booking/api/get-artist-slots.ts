import useSWR from 'swr';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { api } from '#web/src/lib/api.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/** How many local days one page of the day picker asks for (the API's default window). */
const SLOT_WINDOW_DAYS = 31;

/** The slots of `days` local days from `from` (the artist's today when absent). */
export function artistSlotsPath(pseudo: string, from?: string, days = SLOT_WINDOW_DAYS): string {
  const query = new URLSearchParams({ ...(from && { from }), days: String(days) });
  return `${apiPath(bookingRequestsEndpoints.getArtistSlots.path, { pseudo })}?${query}`;
}

/**
 * `GET /artists/{pseudo}/slots` (`getArtistSlots`), public: the artist's bookable slots. `fresh` skips every cache: after 'slot just taken', the list must
 * show what is free now. `Cache-Control: no-cache` passes the browser's cache and the function's;
 * CloudFront ignores it, so a `fresh` query string, part of its cache key, passes the edge (ADR 0039).
 */
function getArtistSlots(path: string, { fresh = false, now = Date.now() } = {}): Promise<SlotList> {
  if (!fresh) return api.get<SlotList>(path);
  const separator = path.includes('?') ? '&' : '?';
  return api.get<SlotList>(`${path}${separator}fresh=${now}`, { headers: { 'Cache-Control': 'no-cache' } });
}

export function useArtistSlots(pseudo: string, from?: string) {
  const path = artistSlotsPath(pseudo, from);
  const swr = useSWR<SlotList, ApiError>(path, () => getArtistSlots(path), { revalidateOnFocus: false });
  /** Reads the list again from the API itself (never from a cache). */
  const refresh = () => swr.mutate(getArtistSlots(path, { fresh: true }), { revalidate: false });
  return { ...swr, refresh };
}
