import type { MessageView, SendMessageBody } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/conversations/{conversationId}/messages` (`sendMyMessage`): the text and the id the app generated for it: a resend stores it once. 403 `sender_blocked` or `recipient_blocked`, 429 `too_many_messages`. */
export function sendMyMessage(conversationId: string, body: SendMessageBody): Promise<MessageView> {
  return artistApi.post<MessageView>(apiPath(messagesEndpoints.sendMyMessage.path, { conversationId }), body);
}
