import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requestViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { loadOwnPendingRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { openRequestConversation } from '#functions/lib/messages/conversations.ts';
import { sendMessage } from '#functions/lib/messages/send-message.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';

/**
 * `POST /me/requests/{requestId}/ask-client` (issue 30, item 3; ADR 0087): the artist asks the
 * request's client a question. It is a message of their conversation (ADR 0041: opened if need be,
 * stored once per `clientMessageId`, emailed and pushed as any message), and the pending request
 * then waits for the client from the message's time; the `request-waiting` consumer ends the wait
 * when the client writes back. A retry sends nothing twice and keeps the first time. The request's
 * `updatedAt` stays: a question changes no state a pick or a cancel is conditioned on.
 */
export const handler = httpHandler(
  inboxRoutes.askMyRequestClient,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnPendingRequest(artistId, requestId);
    const now = new Date();
    const conversation = await openRequestConversation(artistId, request, now);
    const { message } = await sendMessage({
      conversation,
      sender: 'artist',
      clientMessageId: body.clientMessageId,
      text: body.text,
      correlationId,
    });
    const since = request.awaitingClientSince ?? message.sentAt;
    const { data, canceled } = await getDb()
      .transaction.write(({ bookingRequest }) => [
        bookingRequest
          .patch({ artistId, requestId })
          .set({ awaitingClientSince: since })
          .where(({ status }, { eq }) => eq(status, 'pending'))
          .commit(),
      ])
      .go();
    if (canceled) {
      if (data.some((item) => item.code === 'ConditionalCheckFailed'))
        throw new ApiError(409, 'request_not_pending');
      throw new ApiError(409, 'conflict');
    }
    const { refs } = await ownRefs(artistId, [request]);
    return requestViewOf({ ...request, awaitingClientSince: since }, refs, now);
  },
);
