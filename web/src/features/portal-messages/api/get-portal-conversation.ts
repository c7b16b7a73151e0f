import useSWR from 'swr';
import type { PortalConversationDetail } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { LIVE_REFRESH_MS, THREAD_REFRESH_MS } from '#web/src/components/messaging/refresh.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `GET /portal/conversations/{conversationId}` (`getPortalConversation`): 404 for someone else's. */
export function getPortalConversationKey(conversationId: string): string {
  return apiPath(messagesEndpoints.getPortalConversation.path, { conversationId });
}

function getPortalConversation(conversationId: string): Promise<PortalConversationDetail> {
  return portalApi.get<PortalConversationDetail>(getPortalConversationKey(conversationId));
}

/** One conversation and its messages, read again every few seconds while open and not live. */
export function usePortalConversation(conversationId: string | undefined, live = false) {
  return useSWR<PortalConversationDetail, ApiError>(
    conversationId ? getPortalConversationKey(conversationId) : null,
    () => getPortalConversation(conversationId as string),
    { refreshInterval: live ? LIVE_REFRESH_MS : THREAD_REFRESH_MS },
  );
}
