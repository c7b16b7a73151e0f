import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { messageViewsFor } from '#functions/lib/messages/message-views.ts';
import { sendMessage } from '#functions/lib/messages/send-message.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `POST /me/conversations/{id}/messages`: the artist writes to their client (send-message.ts). */
export const handler = httpHandler(
  messageRoutes.sendMyMessage,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const owned = await ownConversation({ kind: 'artist', artistId }, params.conversationId);
    const { message, conversation } = await sendMessage({
      conversation: owned,
      sender: 'artist',
      clientMessageId: body.clientMessageId,
      text: body.text,
      imageIds: body.imageIds,
      correlationId,
    });
    return (await messageViewsFor(conversation, [message], 'artist'))[0]!;
  },
);
