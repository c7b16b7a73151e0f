import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `DELETE /me/conversations/{conversationId}` (`deleteMyConversation`): out of the reader's list; the other side keeps it. */
export function deleteMyConversation(conversationId: string): Promise<Record<string, never>> {
  return artistApi.delete<Record<string, never>>(
    apiPath(messagesEndpoints.deleteMyConversation.path, { conversationId }),
  );
}
