import { artistIdOfPseudo, artistSlotList } from '#functions/lib/artist-schedule.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { microCache, wantsFresh } from '#functions/lib/micro-cache.ts';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';

/**
 * Answers of the last 2 seconds, per pseudo and window, in this container: a busy page costs the
 * table a few reads a second however many visitors it has. A slot held meanwhile is refused at request
 * time (`slot_taken`); the form then asks again with `Cache-Control: no-cache`, which reads afresh.
 */
const recent = microCache<SlotList>({ ttlMs: 2000, maxEntries: 1000 });

/**
 * The bookable slots of the artist's local days [from, from + days), compact (grouped by day). Three
 * reads: the pseudo, then the page collection and the window's held slices side by side. No slot while
 * the artist takes no request (closed, or the Free plan's limit reached): the page shows it closed.
 */
export const handler = httpHandler(bookingRequestRoutes.getArtistSlots, async ({ params, query, event }) =>
  recent.get(
    `${params.pseudo}|${query.from ?? ''}|${query.days}`,
    () => artistSlots(params.pseudo, query.from, query.days),
    wantsFresh(event.headers),
  ),
);

async function artistSlots(pseudo: string, from: string | undefined, days: number): Promise<SlotList> {
  const artistId = await artistIdOfPseudo(pseudo);
  if (!artistId) throw new ApiError(404, 'not_found');
  const list = await artistSlotList(artistId, { from, days }, 'public');
  if (!list) throw new ApiError(404, 'not_found');
  return list;
}
