import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { messageViewsFor } from '#functions/lib/messages/message-views.ts';
import { sendMessage } from '#functions/lib/messages/send-message.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `POST /portal/conversations/{id}/messages`: the client writes to the artist (send-message.ts). */
export const handler = httpHandler(
  messageRoutes.sendPortalMessage,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const owned = await ownConversation({ kind: 'client', email }, params.conversationId);
    const { message, conversation } = await sendMessage({
      conversation: owned,
      sender: 'client',
      clientMessageId: body.clientMessageId,
      text: body.text,
      imageIds: body.imageIds,
      correlationId,
    });
    return (await messageViewsFor(conversation, [message], 'client'))[0]!;
  },
);
