import type { PortalConversation } from '../../../../../shared/api/contracts/messages.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/conversations` (`openPortalConversation`): the conversation with an artist the client sent a request to, created if needed. */
export const openPortalConversationEndpoint = { method: 'POST', path: '/portal/conversations' } as const;

export function openPortalConversation(pseudo: string): Promise<PortalConversation> {
  return portalApi.post<PortalConversation>(openPortalConversationEndpoint.path, { pseudo });
}
