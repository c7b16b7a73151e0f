import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { markSeen } from '#functions/lib/messages/mark-seen.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `POST /portal/conversations/{id}/seen {upTo}`: the client displayed the artist's messages up to `upTo`. */
export const handler = httpHandler(
  messageRoutes.markPortalConversationSeen,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const conversation = await ownConversation({ kind: 'client', email }, params.conversationId);
    const seenSeq = await markSeen({ conversation, reader: 'client', upTo: body.upTo, correlationId });
    return { seenSeq };
  },
);
