import type { ArtistConversation } from '../../../../../shared/api/contracts/messages.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/conversations` (`openMyConversation`): the conversation with a request's client, created if needed. */
export const openMyConversationEndpoint = { method: 'POST', path: '/me/conversations' } as const;

export function openMyConversation(requestId: string): Promise<ArtistConversation> {
  return artistApi.post<ArtistConversation>(openMyConversationEndpoint.path, { requestId });
}
