import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { portalArtistOf } from '#functions/lib/lifecycle/portal-artist.ts';
import { portalConversationOf } from '#functions/lib/messages/message-views.ts';
import type { PortalConversation } from '#shared/api/contracts/messages.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';

/**
 * The client's view of conversations: each with its artist (name, pseudo, picture) from one round of
 * batch gets; a conversation whose artist is gone is left out.
 */
export async function portalConversationsOf(
  conversations: readonly ConversationItem[],
  now: Date,
): Promise<{ conversation: ConversationItem; view: PortalConversation }[]> {
  const refs = await loadArtistRefs(conversations.map(({ artistId }) => ({ artistId })));
  return conversations.flatMap((conversation) => {
    const artist = portalArtistOf(conversation.artistId, refs);
    return artist ? [{ conversation, view: portalConversationOf(conversation, artist, now) }] : [];
  });
}

export async function portalConversationOfOne(conversation: ConversationItem, now: Date) {
  const [shown] = await portalConversationsOf([conversation], now);
  return shown?.view;
}
