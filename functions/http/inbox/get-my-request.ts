import { httpHandler } from '#functions/lib/http-handler.ts';
import { requestViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { loadOwnRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';

/**
 * One of the caller's requests: the project (a flash named with its title and price, the client's
 * reference images as public variants), the client's details, the slot in the artist's time zone,
 * the travel's shop and city (its address once accepted) and the history. Another artist's id: 404.
 */
export const handler = httpHandler(inboxRoutes.getMyRequest, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const request = await loadOwnRequest(artistId, params.requestId);
  const { refs } = await ownRefs(artistId, [request]);
  return requestViewOf(request, refs);
});
