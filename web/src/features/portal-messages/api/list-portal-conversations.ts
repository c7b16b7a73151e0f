import useSWR from 'swr';
import type { ConversationListQuery, PortalConversationList } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { CONVERSATION_LIST_REFRESH_MS, LIVE_REFRESH_MS } from '#web/src/components/messaging/refresh.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `GET /portal/conversations?filter&q` of `shared/api/routes/messages.ts` (`listPortalConversations`). */
function listPortalConversationsKey(query: ConversationListQuery = {}): string {
  const search = new URLSearchParams();
  if (query.filter && query.filter !== 'all') search.set('filter', query.filter);
  if (query.q?.trim()) search.set('q', query.q.trim());
  const text = search.toString();
  return text
    ? `${messagesEndpoints.listPortalConversations.path}?${text}`
    : messagesEndpoints.listPortalConversations.path;
}

function listPortalConversations(query: ConversationListQuery = {}): Promise<PortalConversationList> {
  return portalApi.get<PortalConversationList>(listPortalConversationsKey(query));
}

/** The list, read again every few seconds while shown and not live. */
export function usePortalConversations(query: ConversationListQuery = {}, live = false) {
  return useSWR<PortalConversationList, ApiError>(
    listPortalConversationsKey(query),
    () => listPortalConversations(query),
    {
      refreshInterval: live ? LIVE_REFRESH_MS : CONVERSATION_LIST_REFRESH_MS,
      keepPreviousData: true,
    },
  );
}
