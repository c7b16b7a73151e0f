import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /me/conversations/{conversationId}/block` (`blockMyClient`): blocks the other side. */
export const blockMyClientEndpoint = {
  method: 'PUT',
  path: '/me/conversations/{conversationId}/block',
} as const;

export function blockMyClient(conversationId: string): Promise<{ blocked: boolean }> {
  return artistApi.put<{ blocked: boolean }>(apiPath(blockMyClientEndpoint.path, { conversationId }));
}
