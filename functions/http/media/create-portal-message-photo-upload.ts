import { messageRoutes } from '../../../shared/api/routes/messages.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { announceMessagePhoto } from '../../lib/messages/message-photos.ts';
import { requireClient } from '../../lib/require-client.ts';

/** `POST /portal/conversations/{id}/photos`: the client announces a photo for a message (ADR 0041). */
export const handler = httpHandler(
  messageRoutes.createPortalMessagePhotoUpload,
  async ({ params, body, caller }) => {
    const { email } = requireClient(caller);
    return announceMessagePhoto({ kind: 'client', email }, params.conversationId, body.contentType);
  },
);
