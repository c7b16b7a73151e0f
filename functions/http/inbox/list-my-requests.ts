import type { LocationView } from '../../../shared/api/contracts/lifecycle-views.ts';
import { routes } from '../../../shared/api/routes.ts';
import { scheduleZone } from '../../lib/artist-schedule.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { type RequestItem, requestViewOf } from '../../lib/lifecycle/artist-views.ts';
import { locationViewOf } from '../../lib/lifecycle/item-views.ts';
import { ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { filterRequests } from './request-filters.ts';

/**
 * The caller's pending (default) or refused requests, filtered and ordered (request-filters.ts), with
 * the travels those requests fall in (the location filter's choices) and the artist's time zone. Two
 * reads: the caller's requests of that status (one query of the caller's partition), then what their
 * views point at (artist-refs.ts).
 */
export const handler = httpHandler(routes.listMyRequests, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const { data: requests } = await getDb()
    .entities.bookingRequest.query.byArtist({ artistId })
    .where(({ status }, { eq }) => eq(status, query.status as RequestItem['status']))
    .go({ pages: 'all' });
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
