import { messageSeen } from '#events/definitions/messages.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import { otherParty, type Party } from '#shared/domain/messages/message-rules.ts';
import { readConversation, sideOf } from './conversations.ts';

/**
 * The reader displayed the conversation up to message `upTo`: the other side's messages up to it
 * become seen, and the reader's unread count drops to zero once it reaches their last message.
 * Only forward, and only once: a repeat (or an older number) writes nothing and publishes nothing.
 * One transaction with `message.seen` in the outbox.
 */
export async function markSeen(input: {
  conversation: ConversationItem;
  reader: Party;
  upTo: number;
  correlationId: string;
}): Promise<number> {
  const { reader, correlationId } = input;
  const side = sideOf(reader);
  let conversation = input.conversation;
  for (let attempt = 1; attempt <= 5; attempt++) {
    const upTo = Math.min(input.upTo, conversation.messageCount);
    const seen = conversation[side.seen] ?? 0;
    if (upTo <= seen) return seen;
    const lastFromOther = conversation[sideOf(otherParty(reader)).last] ?? 0;
    const { conversationId, artistId, clientEmail } = conversation;
    const now = new Date();
    const result = await getDb()
      .transaction.write(({ conversation: conversations, outboxEvent, unreadMark }) => [
        conversations
          .patch({ conversationId })
          .set({
            [side.seen]: upTo,
            ...(upTo >= lastFromOther && { [side.unread]: 0 }),
          })
          .where((attributes, { eq }) => eq(attributes[side.seen], seen))
          .commit(),
        outboxEvent
          .create(
            outboxItem(
              messageSeen,
              { artistId, conversationId, clientEmail, by: reader, upTo },
              { correlationId, now },
            ),
          )
          .commit(),
        // The artist reached the client's last message: no more unread mark (unread-mark.ts).
        ...(reader === 'artist' && upTo >= lastFromOther
          ? [unreadMark.delete({ artistId, conversationId }).commit()]
          : []),
      ])
      .go();
    if (!result.canceled) return upTo;
    conversation = (await readConversation(conversationId)) ?? conversation;
  }
  return conversation[side.seen] ?? 0;
}
