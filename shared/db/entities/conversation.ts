import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * The one conversation between an artist and a client (by the client's normalized email), created
 * by the client's first request (the conversation-ties consumer) or by either side's first message;
 * its id is derived from both (shared/domain/messages/conversation-id.ts), so whoever creates it
 * first, it is the same item. Holds what the lists show without reading messages: the last message,
 * each side's unread count and how far each side has seen, each side's deletion point, the client's
 * block of the artist, and the client's requests and bookings with this artist (the list's filters).
 */
export const ConversationEntity = new Entity({
  model: { entity: 'conversation', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    conversationId: { type: 'string', required: true, readOnly: true },
    clientEmail: { type: 'string', required: true, readOnly: true },
    clientFirstName: { type: 'string', required: true },
    clientLastName: { type: 'string', required: true },
    /** Messages written so far: the last one's sequence number (1, 2, ...), the server's order. */
    messageCount: { type: 'number', required: true, default: 0 },
    lastMessageAt: { type: 'string' },
    lastMessageBy: { type: ['artist', 'client'] as const },
    /** The last message's text, cut for the lists. */
    lastMessagePreview: { type: 'string' },
    /** How many photos the last message carried (its text may be empty). */
    lastMessagePhotos: { type: 'number' },
    /** The latest messages' text, lower case and bounded, for the lists' search. */
    searchText: { type: 'string' },
    lastArtistSeq: { type: 'number', default: 0 },
    lastClientSeq: { type: 'number', default: 0 },
    /** When the client's first message still without an artist's answer was sent. */
    awaitingReplySince: { type: 'string' },
    /** The last sequence number each side has displayed: the other side's messages up to it are seen. */
    artistSeenSeq: { type: 'number', default: 0 },
    clientSeenSeq: { type: 'number', default: 0 },
    artistUnread: { type: 'number', default: 0 },
    clientUnread: { type: 'number', default: 0 },
    /** A side that deleted the conversation no longer sees the messages up to this number. */
    artistClearedSeq: { type: 'number', default: 0 },
    clientClearedSeq: { type: 'number', default: 0 },
    /** Deleted from that side's list, until the next message. */
    artistDeleted: { type: 'boolean', default: false },
    clientDeleted: { type: 'boolean', default: false },
    /**
     * The last message email to each side: when, for which message, and for which event (a
     * redelivered event may send it again; another message within 15 minutes while unread may not).
     */
    artistEmailedAt: { type: 'string' },
    artistEmailedSeq: { type: 'number' },
    artistEmailedEvent: { type: 'string' },
    clientEmailedAt: { type: 'string' },
    clientEmailedSeq: { type: 'number' },
    clientEmailedEvent: { type: 'string' },
    /** The client blocked this artist: nothing more from the artist reaches them. */
    clientBlockedArtist: { type: 'boolean', default: false },
    /** The client's pending requests with this artist, and the ends of their confirmed bookings. */
    pendingRequests: { type: 'number', default: 0 },
    bookingEnds: { type: 'list', items: { type: 'string' } },
    /** Sorting key of the lists: the last message's time, else the creation time. */
    activityAt: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['conversationId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** The artist's conversations, latest activity last. */
    byArtist: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['artistId'] },
      sk: { field: 'gsi1sk', composite: ['activityAt', 'conversationId'] },
    },
    /** The client's conversations with every artist, latest activity last. */
    byClient: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['clientEmail'] },
      sk: { field: 'gsi2sk', composite: ['activityAt', 'conversationId'] },
    },
  },
});

/** One conversation item as ElectroDB reads and writes it. */
export type ConversationItem = EntityItem<typeof ConversationEntity>;
