import * as z from 'zod';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import {
  CONVERSATION_FILTERS,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGE_PHOTOS,
} from '#shared/domain/messages/message-rules.ts';
import { imageParams, imageUploadRequest, publicImage } from './images.ts';
import { slotView } from './lifecycle-views.ts';
import { idParam } from './params.ts';
import { portalArtist } from './portal-lifecycle.ts';

export const conversationParams = z.object({ conversationId: idParam });
/** One photo announced for a conversation (its upload's state is polled here). */
export const messagePhotoParams = conversationParams.extend(imageParams.shape);
/** `POST .../photos`: a photo about to be uploaded for a message of this conversation. */
export const messagePhotoUploadRequest = imageUploadRequest.omit({ kind: true });

/** `?filter=all|pending|upcoming|past&q=words`: the lists' filters (spec) and search. */
export const conversationListQuery = z.object({
  filter: z.enum(CONVERSATION_FILTERS, { error: 'validation.invalidValue' }).optional(),
  q: z.string().max(100, { error: 'validation.invalidValue' }).optional(),
  /** The page after this one (the `next` of the previous answer), for the unfiltered list. */
  cursor: z.string().max(2_000, { error: 'validation.invalidValue' }).optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

/** A message as either side reads it; `seen` once the other side has displayed it. */
export const messageView = z.object({
  seq: z.number().int(),
  clientMessageId: z.string(),
  sender: z.enum(['artist', 'client']),
  text: z.string(),
  sentAt: z.string(),
  status: z.enum(['sent', 'seen']),
  /**
   * The photos sent with it, in order: resized variants behind signed URLs that only the two
   * parties get (valid at least an hour; read the conversation again for fresh ones).
   */
  photos: z.array(publicImage),
});
export type MessageView = z.infer<typeof messageView>;

/**
 * `POST .../messages`: the text, and the id the sender's app generated for it (a UUID), so a resend
 * or a double tap stores it once.
 */
export const sendMessageBody = z
  .object({
    clientMessageId: z.uuid({ error: 'validation.invalidValue' }),
    text: z
      .string({ error: 'validation.messages.textRequired' })
      .trim()
      .max(MAX_MESSAGE_CHARS, { error: 'validation.messages.textTooLong' })
      .default(''),
    /** Photos announced for this conversation by the sender and ready (`POST .../photos`), in order. */
    imageIds: z
      .array(idParam)
      .max(MAX_MESSAGE_PHOTOS, { error: 'validation.messages.tooManyPhotos' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidValue' })
      .default([]),
  })
  .refine((body) => body.text.length > 0 || body.imageIds.length > 0, {
    error: 'validation.messages.textRequired',
    path: ['text'],
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** `POST .../seen`: the last message the reader displayed. */
export const seenBody = z.object({ upTo: z.number().int().min(0, { error: 'validation.invalidValue' }) });

/** Where the client stands with the artist: the lists' filters. */
const conversationStateView = z.object({ pending: z.boolean(), upcoming: z.boolean(), past: z.boolean() });

const lastMessageView = z.object({
  preview: z.string(),
  /** Photos it carried (the preview is empty for photos alone). */
  photos: z.number().int(),
  at: z.string(),
  by: z.enum(['artist', 'client']),
});

const clientView = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

/** One conversation in the artist's list. */
export const artistConversation = z.object({
  conversationId: z.string(),
  client: clientView,
  lastMessage: lastMessageView.optional(),
  unread: z.number().int(),
  state: conversationStateView,
  /** The artist blocked this client's email. */
  blocked: z.boolean(),
  activityAt: z.string(),
});
export type ArtistConversation = z.infer<typeof artistConversation>;

export const artistConversationList = z.object({
  conversations: z.array(artistConversation),
  unreadTotal: z.number().int(),
  /** More conversations follow: ask again with `cursor` set to this (the unfiltered list only). */
  next: z.string().optional(),
});
export type ArtistConversationList = z.infer<typeof artistConversationList>;

/** `POST /me/conversations`: open the conversation with a request's client. */
export const openArtistConversationBody = z.object({ requestId: idParam });

/**
 * One of the client's requests or bookings with the artist, as the conversation's details list them
 * (a request once accepted is a booking, with the same id).
 */
const conversationItem = z.object({
  id: z.string(),
  kind: z.enum(['request', 'booking']),
  status: z.enum(['pending', 'refused', 'canceled', 'confirmed']),
  projectType: z.enum(PROJECT_TYPES),
  slot: slotView,
});
export type ConversationItemView = z.infer<typeof conversationItem>;

/**
 * A conversation, its messages (those the reader has not deleted), oldest first, and the client's
 * requests and bookings with the artist, soonest slot last.
 */
export const artistConversationDetail = z.object({
  conversation: artistConversation,
  messages: z.array(messageView),
  items: z.array(conversationItem),
});
export type ArtistConversationDetail = z.infer<typeof artistConversationDetail>;

/** One conversation in the client's list: with an artist. */
export const portalConversation = z.object({
  conversationId: z.string(),
  artist: portalArtist,
  lastMessage: lastMessageView.optional(),
  unread: z.number().int(),
  state: conversationStateView,
  /** The client blocked this artist. */
  blocked: z.boolean(),
  activityAt: z.string(),
});
export type PortalConversation = z.infer<typeof portalConversation>;

export const portalConversationList = z.object({
  conversations: z.array(portalConversation),
  unreadTotal: z.number().int(),
});
export type PortalConversationList = z.infer<typeof portalConversationList>;

/** `POST /portal/conversations`: open the conversation with an artist the client has a request with. */
export const openPortalConversationBody = z.object({ pseudo: z.string().min(1).max(30) });

export const portalConversationDetail = z.object({
  conversation: portalConversation,
  messages: z.array(messageView),
  items: z.array(conversationItem),
  /** The artist switched messages from clients off: the client reads, but cannot write here. */
  messagesClosed: z.boolean().optional(),
});
export type PortalConversationDetail = z.infer<typeof portalConversationDetail>;

export const seenResult = z.object({ seenSeq: z.number().int() });
export const blockResult = z.object({ blocked: z.boolean() });
export const emptyResult = z.object({});
