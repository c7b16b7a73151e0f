import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import { emailHash, normalizeEmail } from '#shared/domain/booking/email-hash.ts';
import { conversationIdOf } from '#shared/domain/messages/conversation-id.ts';
import type { Party } from '#shared/domain/messages/message-rules.ts';

/** A conversation read consistently (writes follow), or undefined. */
export async function readConversation(conversationId: string): Promise<ConversationItem | undefined> {
  const { data } = await getDb().entities.conversation.get({ conversationId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * One of the party's conversations: the artist's own, or the client's own (by the session's email).
 * Anyone else's, or none, answers 404 alike, so its existence is not revealed.
 */
export async function ownConversation(
  party: { kind: 'artist'; artistId: string } | { kind: 'client'; email: string },
  conversationId: string,
): Promise<ConversationItem> {
  const conversation = await readConversation(conversationId);
  const owns =
    conversation &&
    (party.kind === 'artist'
      ? conversation.artistId === party.artistId
      : conversation.clientEmail === normalizeEmail(party.email));
  if (!conversation || !owns) throw new ApiError(404, 'not_found');
  return conversation;
}

/** The conversation of an artist with the client of one of their requests (or bookings). */
export function openRequestConversation(
  artistId: string,
  request: { clientEmail: string; clientFirstName: string; clientLastName: string },
  now: Date,
): Promise<ConversationItem> {
  const { clientEmail, clientFirstName, clientLastName } = request;
  return openConversation({ artistId, clientEmail, clientFirstName, clientLastName, now });
}

/**
 * The conversation between an artist and a client, created if it does not exist yet (by whichever
 * comes first: the client's request, or either side's first message). Its id is derived from both,
 * so concurrent openings create one item.
 */
export async function openConversation(input: {
  artistId: string;
  clientEmail: string;
  clientFirstName: string;
  clientLastName: string;
  now: Date;
}): Promise<ConversationItem> {
  const clientEmail = normalizeEmail(input.clientEmail);
  const conversationId = conversationIdOf(input.artistId, clientEmail);
  const known = await readConversation(conversationId);
  if (known) return known;
  const at = input.now.toISOString();
  try {
    const { data } = await getDb()
      .entities.conversation.create({
        artistId: input.artistId,
        conversationId,
        clientEmail,
        clientFirstName: input.clientFirstName,
        clientLastName: input.clientLastName,
        bookingEnds: [],
        activityAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .go();
    return data;
  } catch (error) {
    // Created meanwhile by the other side or a concurrent call: it is the same conversation.
    const created = await readConversation(conversationId);
    if (created) return created;
    throw error;
  }
}

/** Whether the artist blocked this email (ADR 0021: kept as its hash). */
export async function isBlockedByArtist(artistId: string, email: string): Promise<boolean> {
  const { data } = await getDb()
    .entities.block.get({ artistId, emailHash: emailHash(email) })
    .go({ consistent: true });
  return Boolean(data);
}

/** The field names of one side of a conversation. */
export function sideOf(party: Party) {
  return party === 'artist'
    ? ({
        seen: 'artistSeenSeq',
        unread: 'artistUnread',
        cleared: 'artistClearedSeq',
        deleted: 'artistDeleted',
        last: 'lastArtistSeq',
      } as const)
    : ({
        seen: 'clientSeenSeq',
        unread: 'clientUnread',
        cleared: 'clientClearedSeq',
        deleted: 'clientDeleted',
        last: 'lastClientSeq',
      } as const);
}
