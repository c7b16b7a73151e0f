import { apiPath } from '../../../lib/api-path.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `DELETE /portal/conversations/{conversationId}/block` (`unblockPortalArtist`): unblocks the other side. */
export const unblockPortalArtistEndpoint = {
  method: 'DELETE',
  path: '/portal/conversations/{conversationId}/block',
} as const;

export function unblockPortalArtist(conversationId: string): Promise<{ blocked: boolean }> {
  return portalApi.delete<{ blocked: boolean }>(
    apiPath(unblockPortalArtistEndpoint.path, { conversationId }),
  );
}
