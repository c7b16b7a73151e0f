import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/conversations/{conversationId}/seen` (`markMyConversationSeen`): the reader displayed the messages up to `upTo`. */
export const markMyConversationSeenEndpoint = {
  method: 'POST',
  path: '/me/conversations/{conversationId}/seen',
} as const;

export function markMyConversationSeen(conversationId: string, upTo: number): Promise<{ seenSeq: number }> {
  return artistApi.post<{ seenSeq: number }>(
    apiPath(markMyConversationSeenEndpoint.path, { conversationId }),
    { upTo },
  );
}
