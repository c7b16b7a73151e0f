import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { deleteConversation } from '#functions/lib/messages/delete-conversation.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `DELETE /me/conversations/{id}`: out of the artist's list, its messages so far hidden from them. */
export const handler = httpHandler(
  messageRoutes.deleteMyConversation,
  async ({ params, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const conversation = await ownConversation({ kind: 'artist', artistId }, params.conversationId);
    await deleteConversation({ conversation, by: 'artist', correlationId });
    return {};
  },
);
