import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `PUT /portal/conversations/{conversationId}/block` (`blockPortalArtist`): blocks the other side. */
export function blockPortalArtist(conversationId: string): Promise<{ blocked: boolean }> {
  return portalApi.put<{ blocked: boolean }>(
    apiPath(messagesEndpoints.blockPortalArtist.path, { conversationId }),
  );
}
