import { httpHandler } from '#functions/lib/http-handler.ts';
import { messagePhotoState } from '#functions/lib/messages/message-photos.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** The state of a photo the artist announced for this conversation (404 for any other). */
export const handler = httpHandler(messageRoutes.getMyMessagePhoto, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  return messagePhotoState({ kind: 'artist', artistId }, params.conversationId, params.imageId);
});
