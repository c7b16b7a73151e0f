import useSWR from 'swr';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { api } from '#web/src/lib/api.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/**
 * `GET /artists/{pseudo}/slots` (`getArtistSlots`, public): where a client may move a booking.
 *
 * The artist's free slots of the next 31 days, of one length (the booking's: a move keeps it) or any
 * (a touch-up, issue 31), on days before `before` if given (the touch-up's window), read past every
 * cache (what is free now); days without such a slot left out.
 */
export function useOpenSlots(pseudo: string, minutes?: number, before?: string) {
  const path = `${apiPath(bookingRequestsEndpoints.getArtistSlots.path, { pseudo })}?days=31`;
  return useSWR<SlotList, ApiError>(
    [path, minutes, before],
    async () => {
      const list = await api.get<SlotList>(`${path}&fresh=${Date.now()}`, {
        headers: { 'Cache-Control': 'no-cache' },
      });
      const days = list.days
        .filter((day) => !before || day.date < before.slice(0, 10))
        .map((day) => ({
          ...day,
          slots: day.slots.filter(([, length]) => minutes === undefined || length === minutes),
        }))
        .filter((day) => day.slots.length > 0);
      return { ...list, days };
    },
    { revalidateOnFocus: false },
  );
}
