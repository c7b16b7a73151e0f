import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { conversationItems } from '#functions/lib/messages/conversation-items.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { messageViewsFor } from '#functions/lib/messages/message-views.ts';
import { readMessages } from '#functions/lib/messages/read-messages.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';
import { featuresOf } from '#shared/domain/features.ts';
import { portalConversationOfOne } from './portal-conversation-view.ts';

/** `GET /portal/conversations/{id}`: one of the client's conversations, its messages, oldest first, and their requests and bookings with the artist. */
export const handler = httpHandler(messageRoutes.getPortalConversation, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const conversation = await ownConversation({ kind: 'client', email }, params.conversationId);
  const [messages, view, artist] = await Promise.all([
    readMessages(conversation.conversationId, conversation.clientClearedSeq ?? 0),
    portalConversationOfOne(conversation, new Date()),
    getDb().entities.artist.get({ artistId: conversation.artistId }).go(),
  ]);
  if (!view) throw new ApiError(404, 'not_found');
  return {
    conversation: view,
    messages: await messageViewsFor(conversation, messages, 'client'),
    items: await conversationItems(conversation, artist.data ?? {}),
    messagesClosed: !featuresOf(artist.data ?? {}).clientMessages,
  };
});
