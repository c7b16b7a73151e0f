import { httpHandler } from '#functions/lib/http-handler.ts';
import { setClientBlocked } from '#functions/lib/messages/block-client.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** The artist blocks the conversation's client email: no more messages nor requests from it (block-client.ts). */
export const handler = httpHandler(messageRoutes.blockMyClient, async ({ params, caller, correlationId }) => {
  const { artistId } = requireArtist(caller);
  const conversation = await ownConversation({ kind: 'artist', artistId }, params.conversationId);
  return { blocked: await setClientBlocked({ conversation, blocked: true, correlationId }) };
});
