import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { conversationItems } from '#functions/lib/messages/conversation-items.ts';
import { isBlockedByArtist, ownConversation } from '#functions/lib/messages/conversations.ts';
import { artistConversationOf, messageViewsFor } from '#functions/lib/messages/message-views.ts';
import { readMessages } from '#functions/lib/messages/read-messages.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `GET /me/conversations/{id}`: one of the artist's conversations, its messages, oldest first, and the client's requests and bookings with the artist. */
export const handler = httpHandler(messageRoutes.getMyConversation, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const conversation = await ownConversation({ kind: 'artist', artistId }, params.conversationId);
  const [messages, blocked, artist] = await Promise.all([
    readMessages(conversation.conversationId, conversation.artistClearedSeq ?? 0),
    isBlockedByArtist(artistId, conversation.clientEmail),
    getDb().entities.artist.get({ artistId }).go(),
  ]);
  return {
    conversation: artistConversationOf(conversation, blocked, new Date()),
    messages: await messageViewsFor(conversation, messages, 'artist'),
    items: await conversationItems(conversation, artist.data ?? {}),
  };
});
