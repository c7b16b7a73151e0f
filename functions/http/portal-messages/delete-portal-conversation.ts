import { messageRoutes } from '../../../shared/api/routes/messages.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { ownConversation } from '../../lib/messages/conversations.ts';
import { deleteConversation } from '../../lib/messages/delete-conversation.ts';
import { requireClient } from '../../lib/require-client.ts';

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
