import { apiPath } from '../../../lib/api-path.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `PUT /portal/conversations/{conversationId}/block` (`blockPortalArtist`): blocks the other side. */
export const blockPortalArtistEndpoint = {
  method: 'PUT',
  path: '/portal/conversations/{conversationId}/block',
} as const;

export function blockPortalArtist(conversationId: string): Promise<{ blocked: boolean }> {
  return portalApi.put<{ blocked: boolean }>(apiPath(blockPortalArtistEndpoint.path, { conversationId }));
}
