import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/conversations/{conversationId}/seen` (`markMyConversationSeen`): the reader displayed the messages up to `upTo`. */
export function markMyConversationSeen(conversationId: string, upTo: number): Promise<{ seenSeq: number }> {
  return artistApi.post<{ seenSeq: number }>(
    apiPath(messagesEndpoints.markMyConversationSeen.path, { conversationId }),
    { upTo },
  );
}
