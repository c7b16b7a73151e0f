import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/conversations/{conversationId}/seen` (`markPortalConversationSeen`): the reader displayed the messages up to `upTo`. */
export function markPortalConversationSeen(
  conversationId: string,
  upTo: number,
): Promise<{ seenSeq: number }> {
  return portalApi.post<{ seenSeq: number }>(
    apiPath(messagesEndpoints.markPortalConversationSeen.path, { conversationId }),
    { upTo },
  );
}
