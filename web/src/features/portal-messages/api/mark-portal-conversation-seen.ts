import { apiPath } from '../../../lib/api-path.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/conversations/{conversationId}/seen` (`markPortalConversationSeen`): the reader displayed the messages up to `upTo`. */
export const markPortalConversationSeenEndpoint = {
  method: 'POST',
  path: '/portal/conversations/{conversationId}/seen',
} as const;

export function markPortalConversationSeen(
  conversationId: string,
  upTo: number,
): Promise<{ seenSeq: number }> {
  return portalApi.post<{ seenSeq: number }>(
    apiPath(markPortalConversationSeenEndpoint.path, { conversationId }),
    { upTo },
  );
}
