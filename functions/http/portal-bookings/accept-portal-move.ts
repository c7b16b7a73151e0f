import { requestMoveAccepted } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { historyOf } from '#functions/lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { artistOfClientRequest, readClientRequest } from './client-request-owner.ts';
import { requiredPortalRequest } from './portal-views.ts';

/**
 * `POST /portal/requests/{requestId}/accept-move`: the client takes the new time the artist moved
 * their pending request to (issue 15, item 3). One transaction: the request's answer 'awaiting' →
 * 'accepted' (only while pending, still the caller's, on the slot read), one history entry and
 * `request.move-accepted` in the outbox (the artist is told by email). The request stays pending,
 * for the artist to accept. Another client's request (or none) answers 404; an answer already given
 * answers as it is (a retry writes and publishes nothing); a request not moved 409
 * `no_move_to_answer`; one no longer pending 409 `request_not_pending`.
 */
export const handler = httpHandler(
  portalRoutes.acceptPortalMove,
  async ({ params, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const artistId = await artistOfClientRequest(email, params.requestId);
    if (!artistId) throw new ApiError(404, 'not_found');
    const db = getDb();
    const request = await readClientRequest(artistId, email, params.requestId);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
    if (request.moveAnswer === undefined) throw new ApiError(409, 'no_move_to_answer');
    const refs = await loadArtistRefs([request]);
    if (request.moveAnswer === 'accepted')
      return requiredPortalRequest({ ...request, status: 'pending' }, refs);

    const artist = refs.artist(artistId);
    if (!artist) throw new ApiError(404, 'not_found');
    const now = new Date();
    const at = now.toISOString();
    const location = eventLocationOf(refs.travel(artistId, request.travelId), artist, { withAddress: false });
    const history = [...historyOf(request), { at, action: 'move-accepted' as const, by: 'client' as const }];
    const event = outboxItem(
      requestMoveAccepted,
      {
        ...eventSubjectOf(request, artist),
        slot: slotViewOf(request, artist),
        ...(location && { location }),
      },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ bookingRequest, outboxEvent }) => [
        bookingRequest
          .patch({ artistId, requestId: request.requestId })
          .set({ moveAnswer: 'accepted', updatedAt: at, history })
          .where(
            ({ status, clientEmail, moveAnswer, slotId }, { eq }) =>
              `${eq(status, 'pending')} AND ${eq(clientEmail, email)} AND ${eq(moveAnswer, 'awaiting')} AND ${eq(slotId, request.slotId)}`,
          )
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (!result.canceled) {
      return requiredPortalRequest(
        { ...request, status: 'pending', moveAnswer: 'accepted', updatedAt: at, history },
        refs,
      );
    }
    // Answered by a concurrent call, moved again, or decided meanwhile: say what it is now.
    const { data: current } = await db.entities.bookingRequest
      .get({ artistId, requestId: request.requestId })
      .go({ consistent: true });
    if (current?.status === 'pending' && current.moveAnswer === 'accepted')
      return requiredPortalRequest({ ...current, status: 'pending' }, refs);
    throw new ApiError(409, current?.status === 'pending' ? 'conflict' : 'request_not_pending');
  },
);
