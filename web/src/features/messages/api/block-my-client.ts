import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /me/conversations/{conversationId}/block` (`blockMyClient`): blocks the other side. */
export function blockMyClient(conversationId: string): Promise<{ blocked: boolean }> {
  return artistApi.put<{ blocked: boolean }>(
    apiPath(messagesEndpoints.blockMyClient.path, { conversationId }),
  );
}
