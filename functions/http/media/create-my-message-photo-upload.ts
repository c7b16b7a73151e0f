import { httpHandler } from '#functions/lib/http-handler.ts';
import { announceMessagePhoto } from '#functions/lib/messages/message-photos.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `POST /me/conversations/{id}/photos`: the artist announces a photo for a message (ADR 0041). */
export const handler = httpHandler(
  messageRoutes.createMyMessagePhotoUpload,
  async ({ params, body, caller }) => {
    const { artistId } = requireArtist(caller);
    return announceMessagePhoto({ kind: 'artist', artistId }, params.conversationId, body.contentType);
  },
);
