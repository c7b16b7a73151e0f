import { getDb } from '#functions/lib/db.ts';
import { announceImageUpload, imageStateOf } from '#functions/lib/image-uploads.ts';
import type { PrivatePhoto } from '#functions/lib/private-media.ts';
import type { ACCEPTED_IMAGE_TYPES, ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ConversationItem } from '#shared/db/entities/conversation.ts';
import type { Party } from '#shared/domain/messages/message-rules.ts';
import { readyImageFields } from '#shared/domain/public-image.ts';
import { isBlockedByArtist, ownConversation } from './conversations.ts';

/** Who asks: the artist by their id, a client by their portal session's email. */
export type ConversationParty = { kind: 'artist'; artistId: string } | { kind: 'client'; email: string };

/**
 * A photo for a message of a conversation the caller belongs to: a pending `message` image in the
 * artist's partition, tagged with the conversation and the side that sends it, and its presigned
 * POST (the image pipeline of ADR 0014; its variants go to `private/`). Refused like a message when
 * the sender could not send it anyway (blocked either way).
 */
export async function announceMessagePhoto(
  party: ConversationParty,
  conversationId: string,
  contentType: (typeof ACCEPTED_IMAGE_TYPES)[number],
): Promise<ImageUpload> {
  const conversation = await ownConversation(party, conversationId);
  if (party.kind === 'artist' && conversation.clientBlockedArtist)
    throw new ApiError(403, 'recipient_blocked');
  if (party.kind === 'client' && (await isBlockedByArtist(conversation.artistId, conversation.clientEmail)))
    throw new ApiError(403, 'sender_blocked');
  return announceImageUpload({
    artistId: conversation.artistId,
    kind: 'message',
    contentType,
    photo: { conversationId, uploadedBy: party.kind },
  });
}

/** Where one of the caller's photos for this conversation is; 404 for anyone else's. */
export async function messagePhotoState(
  party: ConversationParty,
  conversationId: string,
  imageId: string,
): Promise<ImageState> {
  const conversation = await ownConversation(party, conversationId);
  const state = await imageStateOf(conversation.artistId, imageId, {
    kind: 'message',
    photo: { conversationId, uploadedBy: party.kind },
  });
  if (!state) throw new ApiError(404, 'not_found');
  return state;
}

/**
 * The photos a message may carry, in the order given: each announced for this conversation by this
 * sender, processed, and not sent yet. A photo the processor refused is `photo_not_image`, one still
 * processing `photo_not_ready`, any other (unknown, someone else's, sent already) `photo_unavailable`.
 * The send's transaction checks again that none is sent meanwhile.
 */
export async function photosToAttach(
  conversation: ConversationItem,
  sender: Party,
  imageIds: readonly string[],
): Promise<PrivatePhoto[]> {
  if (imageIds.length === 0) return [];
  const { artistId, conversationId } = conversation;
  const { data, unprocessed } = await getDb()
    .entities.image.get(imageIds.map((imageId) => ({ artistId, imageId })))
    .go({ consistent: true });
  if (unprocessed.length > 0) throw new Error('photos could not all be read, try again');
  const byId = new Map(data.map((image) => [image.imageId, image]));
  return imageIds.map((imageId) => {
    const image = byId.get(imageId);
    if (
      image?.kind !== 'message' ||
      image.conversationId !== conversationId ||
      image.uploadedBy !== sender ||
      image.messageSeq !== undefined
    ) {
      throw new ApiError(400, 'photo_unavailable');
    }
    if (image.status === 'rejected') throw new ApiError(400, 'photo_not_image');
    const ready = readyImageFields(image);
    if (!ready) throw new ApiError(409, 'photo_not_ready');
    const { artistId: _owner, ...photo } = ready;
    return photo;
  });
}
