import { httpHandler } from '#functions/lib/http-handler.ts';
import { messagePhotoState } from '#functions/lib/messages/message-photos.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** The state of a photo the client announced for this conversation (404 for any other). */
export const handler = httpHandler(messageRoutes.getPortalMessagePhoto, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  return messagePhotoState({ kind: 'client', email }, params.conversationId, params.imageId);
});
