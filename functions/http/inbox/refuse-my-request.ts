import { httpHandler } from '#functions/lib/http-handler.ts';
import { requestViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { askedClosing, refuseRequestAsArtist } from '#functions/lib/lifecycle/close-by-artist.ts';
import { loadOwnRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';

/**
 * Declines a pending request, with an optional reason for the client
 * (functions/lib/lifecycle/close-by-artist.ts: one transaction, its slot bookable again at once,
 * `request.refused`). Refusing it again answers it as it is, with no second event; an accepted or
 * cancelled request answers 409 `request_not_pending`.
 */
export const handler = httpHandler(
  inboxRoutes.refuseMyRequest,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnRequest(artistId, requestId);
    const { refs, artist } = await ownRefs(artistId, [request]);
    if (request.status === 'refused') return requestViewOf(request, refs);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
    const { canceled, closed } = await refuseRequestAsArtist(
      request,
      askedClosing({ artist, refs }, { body, correlationId }, new Date()),
    );
    if (canceled) {
      const current = await loadOwnRequest(artistId, requestId);
      if (current.status === 'refused') return requestViewOf(current, refs);
      throw new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
    }
    return requestViewOf(closed, refs);
  },
);
