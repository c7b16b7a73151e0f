import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownConversation } from '#functions/lib/messages/conversations.ts';
import { markSeen } from '#functions/lib/messages/mark-seen.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `POST /me/conversations/{id}/seen {upTo}`: the artist displayed the client's messages up to `upTo`. */
export const handler = httpHandler(
  messageRoutes.markMyConversationSeen,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const conversation = await ownConversation({ kind: 'artist', artistId }, params.conversationId);
    const seenSeq = await markSeen({ conversation, reader: 'artist', upTo: body.upTo, correlationId });
    return { seenSeq };
  },
);
