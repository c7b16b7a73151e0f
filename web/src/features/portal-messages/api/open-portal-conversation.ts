import type { PortalConversation } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/conversations` (`openPortalConversation`): the conversation with an artist the client sent a request to, created if needed. */
export function openPortalConversation(pseudo: string): Promise<PortalConversation> {
  return portalApi.post<PortalConversation>(messagesEndpoints.openPortalConversation.path, { pseudo });
}
