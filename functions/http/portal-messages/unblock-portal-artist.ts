import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/**
 * The client unblocks the artist of a conversation: their messages reach the client again. No event: the artist is not told.
 */
export const handler = httpHandler(messageRoutes.unblockPortalArtist, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const conversation = await ownConversation({ kind: 'client', email }, params.conversationId);
  await getDb()
    .entities.conversation.patch({ conversationId: conversation.conversationId })
    .set({ clientBlockedArtist: false, updatedAt: new Date().toISOString() })
    .go();
  return { blocked: false };
});
