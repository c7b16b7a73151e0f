import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { isPortalRequest, portalRequestOf } from './portal-views.ts';

/**
 * `GET /portal/requests`: the caller's requests across every artist, newest first — one query of
 * the client index (`gsi2`, keyed by the session's email, so nobody else's ever comes back), then
 * the artists, travels, flashes and images they name in batch gets. Ongoing (pending), declined
 * (refused) and cancelled ones; accepted ones are bookings (`/portal/bookings`).
 */
export const handler = httpHandler(portalRoutes.listPortalRequests, async ({ caller }) => {
  const { email } = requireClient(caller);
  const { data } = await getDb()
    .entities.bookingRequest.query.byClient({ clientEmail: email })
    .go({ pages: 'all', order: 'desc' });
  const requests = data.filter(isPortalRequest).filter((request) => request.clientEmail === email);
  const refs = await loadArtistRefs(requests);
  return { requests: requests.flatMap((request) => portalRequestOf(request, refs) ?? []) };
});
