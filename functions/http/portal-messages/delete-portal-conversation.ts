import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { deleteConversation } from '#functions/lib/messages/delete-conversation.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `DELETE /portal/conversations/{id}`: out of the client's list, its messages so far hidden from them. */
export const handler = httpHandler(
  messageRoutes.deletePortalConversation,
  async ({ params, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const conversation = await ownConversation({ kind: 'client', email }, params.conversationId);
    await deleteConversation({ conversation, by: 'client', correlationId });
    return {};
  },
);
