import { privatePhotoView } from '#functions/lib/private-media.ts';
import type { ArtistConversation, MessageView, PortalConversation } from '#shared/api/contracts/messages.ts';
import type { PortalArtist } from '#shared/api/contracts/portal-lifecycle.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import type { MessageItem } from '#shared/db/entities/message.ts';
import { conversationState, otherParty, type Party } from '#shared/domain/messages/message-rules.ts';
import { sideOf } from './conversations.ts';

/**
 * The messages a side reads (not those it deleted), oldest first; `seen` once the other side
 * displayed them; their photos behind signed URLs (private-media.ts).
 */
export async function messageViewsFor(
  conversation: ConversationItem,
  messages: readonly MessageItem[],
  reader: Party,
  now: Date = new Date(),
): Promise<MessageView[]> {
  const cleared = conversation[sideOf(reader).cleared] ?? 0;
  const shown = messages.filter((message) => message.seq > cleared).sort((a, b) => a.seq - b.seq);
  return Promise.all(
    shown.map(async (message) => {
      const seenBy = sideOf(otherParty(message.sender)).seen;
      return {
        seq: message.seq,
        clientMessageId: message.clientMessageId,
        sender: message.sender,
        text: message.text,
        sentAt: message.sentAt,
        status: message.seq <= (conversation[seenBy] ?? 0) ? 'seen' : 'sent',
        photos: await Promise.all(
          (message.photos ?? []).map((photo) => privatePhotoView(conversation.artistId, photo, now)),
        ),
      } satisfies MessageView;
    }),
  );
}

function lastMessageOf(conversation: ConversationItem, reader: Party) {
  const { lastMessageAt, lastMessageBy, lastMessagePreview, messageCount } = conversation;
  if (!lastMessageAt || !lastMessageBy || messageCount <= (conversation[sideOf(reader).cleared] ?? 0)) {
    return undefined;
  }
  return {
    preview: lastMessagePreview ?? '',
    photos: conversation.lastMessagePhotos ?? 0,
    at: lastMessageAt,
    by: lastMessageBy,
  };
}

/** Where the client stands with the artist, as the conversation keeps it (the lists' filters). */
export const tiesOf = (conversation: ConversationItem) => ({
  pendingRequests: conversation.pendingRequests ?? 0,
  bookingEnds: conversation.bookingEnds ?? [],
});

/** What both sides' views of a conversation share, for the reader's side. */
function sharedViewOf(conversation: ConversationItem, reader: Party, now: Date) {
  const lastMessage = lastMessageOf(conversation, reader);
  return {
    conversationId: conversation.conversationId,
    ...(lastMessage && { lastMessage }),
    unread: conversation[sideOf(reader).unread] ?? 0,
    state: conversationState(tiesOf(conversation), now),
    activityAt: conversation.activityAt,
  };
}

export function artistConversationOf(
  conversation: ConversationItem,
  blocked: boolean,
  now: Date,
): ArtistConversation {
  return {
    ...sharedViewOf(conversation, 'artist', now),
    client: {
      firstName: conversation.clientFirstName,
      lastName: conversation.clientLastName,
      email: conversation.clientEmail,
    },
    blocked,
  };
}

export function portalConversationOf(
  conversation: ConversationItem,
  artist: PortalArtist,
  now: Date,
): PortalConversation {
  return {
    ...sharedViewOf(conversation, 'client', now),
    artist,
    blocked: conversation.clientBlockedArtist ?? false,
  };
}
