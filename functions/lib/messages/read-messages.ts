import { getDb } from '#functions/lib/db.ts';
import type { MessageItem } from '#shared/db/entities/message.ts';

/** A conversation's messages after `afterSeq`, oldest first (one query of its partition). */
export async function readMessages(conversationId: string, afterSeq = 0): Promise<MessageItem[]> {
  const { data } = await getDb()
    .entities.message.query.byConversation({ conversationId })
    .gt({ seq: afterSeq })
    .go({ pages: 'all' });
  return data;
}
