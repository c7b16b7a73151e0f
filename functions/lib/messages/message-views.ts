import type {
  ArtistConversation,
  MessageView,
  PortalConversation,
} from '../../../shared/api/contracts/messages.ts';
import type { PortalArtist } from '../../../shared/api/contracts/portal-lifecycle.ts';
import { conversationState, otherParty, type Party } from '../../../shared/domain/messages/message-rules.ts';
import type { ConversationItem, MessageItem } from './conversations.ts';
import { sideOf } from './conversations.ts';

/** The messages a side reads (not those it deleted), oldest first; `seen` once the other side displayed them. */
export function messageViewsFor(
  conversation: ConversationItem,
  messages: readonly MessageItem[],
  reader: Party,
): MessageView[] {
  const cleared = conversation[sideOf(reader).cleared] ?? 0;
  return messages
    .filter((message) => message.seq > cleared)
    .sort((a, b) => a.seq - b.seq)
    .map((message) => {
      const seenBy = sideOf(otherParty(message.sender)).seen;
      return {
        seq: message.seq,
        clientMessageId: message.clientMessageId,
        sender: message.sender,
        text: message.text,
        sentAt: message.sentAt,
        status: message.seq <= (conversation[seenBy] ?? 0) ? 'seen' : 'sent',
      };
    });
}

function lastMessageOf(conversation: ConversationItem, reader: Party) {
  const { lastMessageAt, lastMessageBy, lastMessagePreview, messageCount } = conversation;
  if (!lastMessageAt || !lastMessageBy || messageCount <= (conversation[sideOf(reader).cleared] ?? 0)) {
    return undefined;
  }
  return { preview: lastMessagePreview ?? '', at: lastMessageAt, by: lastMessageBy };
}

const tiesOf = (conversation: ConversationItem) => ({
  pendingRequests: conversation.pendingRequests ?? 0,
  bookingEnds: conversation.bookingEnds ?? [],
});

export function artistConversationOf(
  conversation: ConversationItem,
  blocked: boolean,
  now: Date,
): ArtistConversation {
  const lastMessage = lastMessageOf(conversation, 'artist');
  return {
    conversationId: conversation.conversationId,
    client: {
      firstName: conversation.clientFirstName,
      lastName: conversation.clientLastName,
      email: conversation.clientEmail,
    },
    ...(lastMessage && { lastMessage }),
    unread: conversation.artistUnread ?? 0,
    state: conversationState(tiesOf(conversation), now),
    blocked,
    activityAt: conversation.activityAt,
  };
}

export function portalConversationOf(
  conversation: ConversationItem,
  artist: PortalArtist,
  now: Date,
): PortalConversation {
  const lastMessage = lastMessageOf(conversation, 'client');
  return {
    conversationId: conversation.conversationId,
    artist,
    ...(lastMessage && { lastMessage }),
    unread: conversation.clientUnread ?? 0,
    state: conversationState(tiesOf(conversation), now),
    blocked: conversation.clientBlockedArtist ?? false,
    activityAt: conversation.activityAt,
  };
}
