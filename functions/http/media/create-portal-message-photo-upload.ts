import { httpHandler } from '#functions/lib/http-handler.ts';
import { announceMessagePhoto } from '#functions/lib/messages/message-photos.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';

/** `POST /portal/conversations/{id}/photos`: the client announces a photo for a message (ADR 0041). */
export const handler = httpHandler(
  messageRoutes.createPortalMessagePhotoUpload,
  async ({ params, body, caller }) => {
    const { email } = requireClient(caller);
    return announceMessagePhoto({ kind: 'client', email }, params.conversationId, body.contentType);
  },
);
