import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/**
 * The client blocks the artist of a conversation: nothing more from them reaches the client (their messages are refused). No event: the artist is not told.
 */
export const handler = httpHandler(messageRoutes.blockPortalArtist, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const conversation = await ownConversation({ kind: 'client', email }, params.conversationId);
  await getDb()
    .entities.conversation.patch({ conversationId: conversation.conversationId })
    .set({ clientBlockedArtist: true, updatedAt: new Date().toISOString() })
    .go();
  return { blocked: true };
});
