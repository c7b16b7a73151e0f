import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `DELETE /portal/conversations/{conversationId}/block` (`unblockPortalArtist`): unblocks the other side. */
export function unblockPortalArtist(conversationId: string): Promise<{ blocked: boolean }> {
  return portalApi.delete<{ blocked: boolean }>(
    apiPath(messagesEndpoints.unblockPortalArtist.path, { conversationId }),
  );
}
