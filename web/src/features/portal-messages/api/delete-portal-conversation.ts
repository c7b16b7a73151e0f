import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `DELETE /portal/conversations/{conversationId}` (`deletePortalConversation`): out of the reader's list; the other side keeps it. */
export function deletePortalConversation(conversationId: string): Promise<Record<string, never>> {
  return portalApi.delete<Record<string, never>>(
    apiPath(messagesEndpoints.deletePortalConversation.path, { conversationId }),
  );
}
