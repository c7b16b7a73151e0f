import useSWRInfinite from 'swr/infinite';
import type { ArtistConversationList, ConversationListQuery } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { CONVERSATION_LIST_REFRESH_MS, LIVE_REFRESH_MS } from '#web/src/components/messaging/refresh.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/conversations?filter&q&cursor` of `shared/api/routes/messages.ts` (`listMyConversations`). */
export function listMyConversationsKey(query: ConversationListQuery = {}): string {
  const search = new URLSearchParams();
  if (query.filter && query.filter !== 'all') search.set('filter', query.filter);
  if (query.q?.trim()) search.set('q', query.q.trim());
  if (query.cursor) search.set('cursor', query.cursor);
  const text = search.toString();
  return text
    ? `${messagesEndpoints.listMyConversations.path}?${text}`
    : messagesEndpoints.listMyConversations.path;
}

/**
 * The list, page after page (the unfiltered list comes 50 at a time: `more` asks the next), read
 * again every few seconds while shown and not live.
 */
export function useMyConversations(query: ConversationListQuery = {}, live = false) {
  const pages = useSWRInfinite<ArtistConversationList, ApiError>(
    (index, previous: ArtistConversationList | null) => {
      if (index === 0) return listMyConversationsKey(query);
      return previous?.next ? listMyConversationsKey({ ...query, cursor: previous.next }) : null;
    },
    (key: string) => artistApi.get<ArtistConversationList>(key),
    { refreshInterval: live ? LIVE_REFRESH_MS : CONVERSATION_LIST_REFRESH_MS, revalidateFirstPage: true },
  );
  const loaded = pages.data ?? [];
  const last = loaded.at(-1);
  return {
    data: pages.data && {
      conversations: loaded.flatMap((page) => page.conversations),
      unreadTotal: loaded[0]?.unreadTotal ?? 0,
    },
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore: Boolean(last?.next),
    more: () => void pages.setSize(pages.size + 1),
    refresh: () => pages.mutate(),
  };
}
