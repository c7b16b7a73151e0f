import useSWR from 'swr';
import type { ArtistConversationDetail } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { LIVE_REFRESH_MS, THREAD_REFRESH_MS } from '#web/src/components/messaging/refresh.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/conversations/{conversationId}` (`getMyConversation`): 404 for someone else's. */
export function getMyConversationKey(conversationId: string): string {
  return apiPath(messagesEndpoints.getMyConversation.path, { conversationId });
}

function getMyConversation(conversationId: string): Promise<ArtistConversationDetail> {
  return artistApi.get<ArtistConversationDetail>(getMyConversationKey(conversationId));
}

/** One conversation and its messages, read again every few seconds while open and not live. */
export function useMyConversation(conversationId: string | undefined, live = false) {
  return useSWR<ArtistConversationDetail, ApiError>(
    conversationId ? getMyConversationKey(conversationId) : null,
    () => getMyConversation(conversationId as string),
    { refreshInterval: live ? LIVE_REFRESH_MS : THREAD_REFRESH_MS },
  );
}
