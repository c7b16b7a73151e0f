import type { ArtistConversation } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/conversations` (`openMyConversation`): the conversation with a request's client, created if needed. */
export function openMyConversation(requestId: string): Promise<ArtistConversation> {
  return artistApi.post<ArtistConversation>(messagesEndpoints.openMyConversation.path, { requestId });
}
