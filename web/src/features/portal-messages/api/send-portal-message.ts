import type { MessageView, SendMessageBody } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/conversations/{conversationId}/messages` (`sendPortalMessage`): the text and the id the app generated for it: a resend stores it once. 403 `sender_blocked` or `recipient_blocked`, 429 `too_many_messages`. */
export function sendPortalMessage(conversationId: string, body: SendMessageBody): Promise<MessageView> {
  return portalApi.post<MessageView>(
    apiPath(messagesEndpoints.sendPortalMessage.path, { conversationId }),
    body,
  );
}
