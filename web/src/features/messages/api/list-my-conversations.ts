import useSWR from 'swr';
import type {
  ArtistConversationList,
  ConversationListQuery,
} from '../../../../../shared/api/contracts/messages.ts';
import { CONVERSATION_LIST_REFRESH_MS, LIVE_REFRESH_MS } from '../../../components/messaging/refresh.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/conversations?filter&q` of `shared/api/routes/messages.ts` (`listMyConversations`). */
export const listMyConversationsEndpoint = { method: 'GET', path: '/me/conversations' } as const;

export function listMyConversationsKey(query: ConversationListQuery = {}): string {
  const search = new URLSearchParams();
  if (query.filter && query.filter !== 'all') search.set('filter', query.filter);
  if (query.q?.trim()) search.set('q', query.q.trim());
  const text = search.toString();
  return text ? `${listMyConversationsEndpoint.path}?${text}` : listMyConversationsEndpoint.path;
}

export function listMyConversations(query: ConversationListQuery = {}): Promise<ArtistConversationList> {
  return artistApi.get<ArtistConversationList>(listMyConversationsKey(query));
}

/** The list, read again every few seconds while shown and not live. */
export function useMyConversations(query: ConversationListQuery = {}, live = false) {
  return useSWR<ArtistConversationList, ApiError>(
    listMyConversationsKey(query),
    () => listMyConversations(query),
    {
      refreshInterval: live ? LIVE_REFRESH_MS : CONVERSATION_LIST_REFRESH_MS,
      keepPreviousData: true,
    },
  );
}
