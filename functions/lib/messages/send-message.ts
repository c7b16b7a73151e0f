import { setTimeout as sleep } from 'node:timers/promises';
import { messageSent } from '#events/definitions/messages.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { countIn } from '#functions/lib/rate-limit/rate-limit.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import type { MessageItem } from '#shared/db/entities/message.ts';
import { featuresOf } from '#shared/domain/features.ts';
import {
  MESSAGES_PER_MINUTE,
  messagePreview,
  nextSearchText,
  otherParty,
  type Party,
} from '#shared/domain/messages/message-rules.ts';
import { isBlockedByArtist, readConversation, sideOf } from './conversations.ts';
import { photosToAttach } from './message-photos.ts';

/**
 * Tries at taking the conversation's next number. Each round of concurrent senders has one winner,
 * so n messages sent at once need up to n tries for the last: 6 refused the last of a burst of 8
 * (409) on a busy clean-clone run. 12 keep a burst of 8 with room; the waits stay under 0.8 s.
 */
const ATTEMPTS = 12;
/** How long a rate window's counter is kept. */

/** The sender's per-minute counter: the artist by id, a client by email. */
const rateScope = (conversation: ConversationItem, sender: Party) =>
  sender === 'artist'
    ? `message:artist:${conversation.artistId}`
    : `message:client:${conversation.clientEmail}`;

async function existingMessage(conversationId: string, clientMessageId: string) {
  const db = getDb();
  const { data: key } = await db.entities.messageKey
    .get({ conversationId, clientMessageId })
    .go({ consistent: true });
  if (!key) return undefined;
  const { data } = await db.entities.message.get({ conversationId, seq: key.seq }).go({ consistent: true });
  return data ?? undefined;
}

/** A client's message is refused when the artist blocked them or switched client messages off. */
async function assertClientMaySend(conversation: ConversationItem) {
  const [blocked, open] = await Promise.all([
    isBlockedByArtist(conversation.artistId, conversation.clientEmail),
    takesClientMessages(conversation.artistId),
  ]);
  if (blocked) throw new ApiError(403, 'sender_blocked');
  // The artist switched messages from clients off (`/app/settings/features`).
  if (!open) throw new ApiError(403, 'messages_closed');
}

/** The stored message: its photos copied in (their variants, for the thread to show without a read). */
function messageItem(
  fields: Omit<MessageItem, 'imageIds' | 'photos' | 'sentAt'>,
  photos: Awaited<ReturnType<typeof photosToAttach>>,
  sentAt: string,
): MessageItem {
  return {
    ...fields,
    imageIds: photos.map((photo) => photo.imageId),
    ...(photos.length > 0 && {
      photos: photos.map((photo) => ({ ...photo, variantWidths: [...photo.variantWidths] })),
    }),
    sentAt,
  };
}

/**
 * Stores a message in a conversation the sender belongs to (the caller checked it), in one
 * transaction: the message under the next sequence number, its client id's key (only if absent: a
 * resend answers with the first message and writes nothing), the conversation's last message, the
 * recipient's unread count and the search text (only if no other message took the number meanwhile:
 * then read again and retry), the sender's counter of the minute (only under 30), and
 * `message.sent` in the outbox, and its photos marked as sent (only if no other message took them).
 * Refused, storing nothing: a client the artist blocked
 * (`sender_blocked`), a client's message to an artist who switched them off (`messages_closed`), an artist the client blocked (`recipient_blocked`), a 31st message in a minute
 * (`too_many_messages`).
 */
export async function sendMessage(input: {
  conversation: ConversationItem;
  sender: Party;
  clientMessageId: string;
  text: string;
  /** Photos announced for this conversation by the sender (message-photos.ts), in order. */
  imageIds?: readonly string[];
  correlationId: string;
}): Promise<{ message: MessageItem; conversation: ConversationItem }> {
  const db = getDb();
  const { sender, clientMessageId, text } = input;
  let conversation = input.conversation;
  const { conversationId } = conversation;

  const resent = await existingMessage(conversationId, clientMessageId);
  if (resent) return { message: resent, conversation };
  if (sender === 'client') await assertClientMaySend(conversation);
  const photos = await photosToAttach(conversation, sender, input.imageIds ?? []);

  for (let attempt = 1; ; attempt++) {
    if (sender === 'artist' && conversation.clientBlockedArtist) throw new ApiError(403, 'recipient_blocked');
    const now = new Date();
    const sentAt = now.toISOString();
    const seq = conversation.messageCount + 1;
    const preview = messagePreview(text);
    const photoCount = photos.length;
    const recipient = sideOf(otherParty(sender));
    const own = sideOf(sender);
    const message = messageItem({ conversationId, seq, clientMessageId, sender, text }, photos, sentAt);
    const waitingSince = conversation.awaitingReplySince;
    const event = outboxItem(
      messageSent,
      {
        artistId: conversation.artistId,
        conversationId,
        clientEmail: conversation.clientEmail,
        seq,
        sender,
        preview,
        ...(photoCount > 0 && { photoCount }),
        sentAt,
        ...(sender === 'artist' && waitingSince && { respondsToSince: waitingSince }),
      },
      { correlationId: input.correlationId, now },
    );
    const result = await db.transaction
      .write(
        ({
          conversation: conversations,
          message: messages,
          messageKey,
          rateWindow,
          outboxEvent,
          image,
          unreadMark,
        }) => [
          conversations
            .patch({ conversationId })
            .set({
              messageCount: seq,
              lastMessageAt: sentAt,
              lastMessageBy: sender,
              lastMessagePreview: preview,
              lastMessagePhotos: photoCount,
              searchText: nextSearchText(conversation.searchText, text),
              activityAt: sentAt,
              updatedAt: sentAt,
              [own.last]: seq,
              // Writing is having read what came before.
              [own.seen]: seq,
              [own.unread]: 0,
              artistDeleted: false,
              clientDeleted: false,
              // The client waits from their first message without an answer; the artist's answers.
              ...(sender === 'client' && { awaitingReplySince: waitingSince ?? sentAt }),
            })
            .remove(sender === 'artist' && waitingSince ? ['awaitingReplySince'] : [])
            .add({ [recipient.unread]: 1 })
            .where(({ messageCount }, { eq }) => eq(messageCount, conversation.messageCount))
            .commit(),
          messages.create(message).commit(),
          messageKey.create({ conversationId, clientMessageId, seq }).commit(),
          countIn(
            rateWindow,
            rateScope(conversation, sender),
            { limit: MESSAGES_PER_MINUTE, windowSeconds: 60 },
            now,
          ),
          outboxEvent.create(event).commit(),
          // The artist's unread mark follows `artistUnread` (unread-mark.ts): one more, or none.
          sender === 'client'
            ? unreadMark
                .upsert({ artistId: conversation.artistId, conversationId })
                .add({ count: 1 })
                .commit()
            : unreadMark.delete({ artistId: conversation.artistId, conversationId }).commit(),
          // Each photo is sent once: the first message to take it holds it (and it no longer expires).
          ...photos.map((photo) =>
            image
              .patch({ artistId: conversation.artistId, imageId: photo.imageId })
              .set({ messageSeq: seq })
              .remove(['expiresAt'])
              .where(
                ({ status, messageSeq }, { eq, notExists }) =>
                  `${eq(status, 'ready')} AND ${notExists(messageSeq)}`,
              )
              .commit(),
          ),
        ],
      )
      .go();
    if (!result.canceled) {
      const stored = await readConversation(conversationId);
      return { message, conversation: stored ?? conversation };
    }
    const [conversationCheck, , keyCheck, rateCheck] = result.data.map((reason) => reason.code);
    if (keyCheck === 'ConditionalCheckFailed') {
      // The same client id, stored meanwhile (a double tap): answer with that message.
      const first = await existingMessage(conversationId, clientMessageId);
      if (first)
        return { message: first, conversation: (await readConversation(conversationId)) ?? conversation };
    }
    if (rateCheck === 'ConditionalCheckFailed') throw new ApiError(429, 'too_many_messages');
    // The photos' items follow the six above: one of them sent meanwhile by another message.
    if (result.data.slice(6).some((reason) => reason.code === 'ConditionalCheckFailed'))
      throw new ApiError(400, 'photo_unavailable');
    if (
      conversationCheck !== 'ConditionalCheckFailed' &&
      !result.data.some((r) => r.code === 'TransactionConflict')
    ) {
      throw new Error(`message transaction canceled: ${JSON.stringify(result.data)}`);
    }
    if (attempt >= ATTEMPTS) {
      logger.warn('message still conflicting', { conversationId });
      throw new ApiError(409, 'conflict');
    }
    // Another message took the number: read the conversation again.
    await sleep(Math.random() * 10 * attempt);
    conversation = (await readConversation(conversationId)) ?? conversation;
  }
}

/** Whether the artist takes messages from clients (a feature, on until the artist switches it off). */
async function takesClientMessages(artistId: string): Promise<boolean> {
  const { data } = await getDb()
    .entities.artist.get({ artistId })
    .go({ attributes: ['features'] });
  return featuresOf(data ?? {}).clientMessages;
}
