import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `DELETE /me/conversations/{conversationId}/block` (`unblockMyClient`): unblocks the other side. */
export function unblockMyClient(conversationId: string): Promise<{ blocked: boolean }> {
  return artistApi.delete<{ blocked: boolean }>(
    apiPath(messagesEndpoints.unblockMyClient.path, { conversationId }),
  );
}
