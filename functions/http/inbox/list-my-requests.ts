import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requestViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { locationViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { LocationView } from '#shared/api/contracts/lifecycle-views.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { filterRequests } from './request-filters.ts';

/**
 * The caller's requests of one status, by slot start (`byStatus`, gsi1; ADR 0037): only that status,
 * and only a date filter's window of it, widened by two days each side (local days of any time zone
 * stay inside; the exact day filter follows).
 */
async function readRequests(artistId: string, status: RequestItem['status'], from?: string, to?: string) {
  const byStatus = getDb().entities.bookingRequest.query.byStatus({ artistId, status });
  const lower = from && { slotStart: addDays(from, -2) };
  const upper = to && { slotStart: addDays(to, 3) };
  const query =
    lower && upper
      ? byStatus.between(lower, upper)
      : lower
        ? byStatus.gte(lower)
        : upper
          ? byStatus.lt(upper)
          : byStatus;
  return (await query.go({ pages: 'all' })).data;
}

/**
 * The caller's pending (default) or refused requests, filtered and ordered (request-filters.ts), with
 * the travels those requests fall in (the location filter's choices) and the artist's time zone. Two
 * reads: the caller's requests of that status in the filter's window, then what their views point at
 * (artist-refs.ts).
 */
export const handler = httpHandler(inboxRoutes.listMyRequests, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const requests = await readRequests(artistId, query.status, query.from, query.to);
  const { refs, artist } = await ownRefs(artistId, requests);
  const kept = filterRequests(
    requests,
    query,
    (request) => refs.flash(artistId, request.flashId)?.priceCents,
  );

  const locations = new Map<string, LocationView>();
  for (const request of requests) {
    const location = locationViewOf(refs.travel(artistId, request.travelId), { withAddress: false });
    if (location) locations.set(location.travelId, location);
  }
  return {
    requests: kept.map((request) => requestViewOf(request, refs)),
    locations: [...locations.values()].sort((a, b) => a.city.localeCompare(b.city)),
    timezone: scheduleZone(artist),
  };
});
