import { clientBlocked, clientUnblocked } from '#events/definitions/messages.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { isBlockedByArtist } from './conversations.ts';

/**
 * The artist blocks (or unblocks) the conversation's client email (ADR 0021: kept as its hash): that
 * client can then neither message the artist nor send them requests. With `client.blocked` /
 * `client.unblocked` in the same transaction; blocking a blocked email (or unblocking an unblocked
 * one) writes nothing and publishes nothing.
 */
export async function setClientBlocked(input: {
  conversation: ConversationItem;
  blocked: boolean;
  correlationId: string;
}): Promise<boolean> {
  const { artistId, conversationId, clientEmail } = input.conversation;
  if ((await isBlockedByArtist(artistId, clientEmail)) === input.blocked) return input.blocked;
  const hash = emailHash(clientEmail);
  const payload = { artistId, conversationId, clientEmail };
  const context = { correlationId: input.correlationId };
  const result = await getDb()
    .transaction.write(({ block, outboxEvent }) =>
      input.blocked
        ? [
            block.create({ artistId, emailHash: hash }).commit(),
            outboxEvent.create(outboxItem(clientBlocked, payload, context)).commit(),
          ]
        : [
            block
              .delete({ artistId, emailHash: hash })
              .where(({ emailHash: stored }, { exists }) => exists(stored))
              .commit(),
            outboxEvent.create(outboxItem(clientUnblocked, payload, context)).commit(),
          ],
    )
    .go();
  // Canceled: a concurrent call did it first; the state is the one asked either way.
  if (result.canceled && !result.data.some((reason) => reason.code === 'ConditionalCheckFailed')) {
    throw new Error(`block transaction canceled: ${JSON.stringify(result.data)}`);
  }
  return input.blocked;
}
