import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `DELETE /me/conversations/{conversationId}/block` (`unblockMyClient`): unblocks the other side. */
export const unblockMyClientEndpoint = {
  method: 'DELETE',
  path: '/me/conversations/{conversationId}/block',
} as const;

export function unblockMyClient(conversationId: string): Promise<{ blocked: boolean }> {
  return artistApi.delete<{ blocked: boolean }>(apiPath(unblockMyClientEndpoint.path, { conversationId }));
}
