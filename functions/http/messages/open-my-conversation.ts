import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadOwnRequest } from '#functions/lib/lifecycle/owned-items.ts';
import { isBlockedByArtist, openRequestConversation } from '#functions/lib/messages/conversations.ts';
import { artistConversationOf } from '#functions/lib/messages/message-views.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/**
 * `POST /me/conversations {requestId}`: the conversation with the client of one of the artist's
 * requests (a booking's id is its request's), created if it does not exist yet. Another artist's
 * request answers 404.
 */
export const handler = httpHandler(messageRoutes.openMyConversation, async ({ body, caller }) => {
  const { artistId } = requireArtist(caller);
  const request = await loadOwnRequest(artistId, body.requestId);
  const now = new Date();
  const conversation = await openRequestConversation(artistId, request, now);
  return artistConversationOf(conversation, await isBlockedByArtist(artistId, request.clientEmail), now);
});
