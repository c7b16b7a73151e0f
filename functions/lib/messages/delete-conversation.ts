import { conversationDeleted } from '#events/definitions/messages.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import type { Party } from '#shared/domain/messages/message-rules.ts';
import { readConversation, sideOf } from './conversations.ts';

/**
 * One side deletes the conversation: it leaves that side's list, and the messages so far no longer
 * show to it (the other side keeps them). A new message brings the conversation back, with only
 * what follows. Deleting again changes nothing and publishes nothing.
 */
export async function deleteConversation(input: {
  conversation: ConversationItem;
  by: Party;
  correlationId: string;
}): Promise<void> {
  const side = sideOf(input.by);
  let conversation = input.conversation;
  for (let attempt = 1; attempt <= 5; attempt++) {
    const upTo = conversation.messageCount;
    if (conversation[side.deleted] && (conversation[side.cleared] ?? 0) >= upTo) return;
    const { conversationId, artistId, clientEmail } = conversation;
    const result = await getDb()
      .transaction.write(({ conversation: conversations, outboxEvent, unreadMark }) => [
        conversations
          .patch({ conversationId })
          // Not seen: the messages were deleted, not displayed (their writer keeps "sent").
          .set({ [side.deleted]: true, [side.cleared]: upTo, [side.unread]: 0 })
          .where(({ messageCount }, { eq }) => eq(messageCount, upTo))
          .commit(),
        outboxEvent
          .create(
            outboxItem(
              conversationDeleted,
              { artistId, conversationId, clientEmail, by: input.by, upTo },
              { correlationId: input.correlationId },
            ),
          )
          .commit(),
        ...(input.by === 'artist' ? [unreadMark.delete({ artistId, conversationId }).commit()] : []),
      ])
      .go();
    if (!result.canceled) return;
    conversation = (await readConversation(conversationId)) ?? conversation;
  }
}
