import { imageState, imageUpload } from '#shared/api/contracts/images.ts';
import {
  artistConversation,
  artistConversationDetail,
  artistConversationList,
  blockResult,
  conversationListQuery,
  conversationParams,
  emptyResult,
  messagePhotoParams,
  messagePhotoUploadRequest,
  messageView,
  openArtistConversationBody,
  openPortalConversationBody,
  portalConversation,
  portalConversationDetail,
  portalConversationList,
  seenBody,
  seenResult,
  sendMessageBody,
} from '#shared/api/contracts/messages.ts';
import * as endpoints from '#shared/api/endpoints/messages.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

const artistHandler = (name: string) => `functions/http/messages/${name}.ts`;
const clientHandler = (name: string) => `functions/http/portal-messages/${name}.ts`;
/** Photo uploads are signed by the `media` group, the only one that may write `uploads/` (ADR 0014). */
const photoHandler = (name: string) => `functions/http/media/${name}.ts`;

/**
 * Conversations between an artist and a client (issue 11), on both sides: the artist's (`/me/...`,
 * scoped by the Cognito user) and the client's (`/portal/...`, scoped by the portal session's email).
 * Someone else's conversation answers 404, like none.
 */
export const messageRoutes = defineRoutes(endpoints, {
  listMyConversations: {
    handler: artistHandler('list-my-conversations'),
    contract: { query: conversationListQuery, response: artistConversationList },
  },
  openMyConversation: {
    handler: artistHandler('open-my-conversation'),
    contract: { body: openArtistConversationBody, response: artistConversation },
  },
  getMyConversation: {
    handler: artistHandler('get-my-conversation'),
    contract: { params: conversationParams, response: artistConversationDetail },
  },
  sendMyMessage: {
    handler: artistHandler('send-my-message'),
    contract: { params: conversationParams, body: sendMessageBody, response: messageView },
    status: 201,
  },
  createMyMessagePhotoUpload: {
    handler: photoHandler('create-my-message-photo-upload'),
    contract: { params: conversationParams, body: messagePhotoUploadRequest, response: imageUpload },
    status: 201,
  },
  getMyMessagePhoto: {
    handler: photoHandler('get-my-message-photo'),
    contract: { params: messagePhotoParams, response: imageState },
  },
  markMyConversationSeen: {
    handler: artistHandler('mark-my-conversation-seen'),
    contract: { params: conversationParams, body: seenBody, response: seenResult },
  },
  deleteMyConversation: {
    handler: artistHandler('delete-my-conversation'),
    contract: { params: conversationParams, response: emptyResult },
  },
  blockMyClient: {
    handler: artistHandler('block-my-client'),
    contract: { params: conversationParams, response: blockResult },
  },
  unblockMyClient: {
    handler: artistHandler('unblock-my-client'),
    contract: { params: conversationParams, response: blockResult },
  },

  listPortalConversations: {
    handler: clientHandler('list-portal-conversations'),
    contract: { query: conversationListQuery, response: portalConversationList },
  },
  openPortalConversation: {
    handler: clientHandler('open-portal-conversation'),
    contract: { body: openPortalConversationBody, response: portalConversation },
  },
  getPortalConversation: {
    handler: clientHandler('get-portal-conversation'),
    contract: { params: conversationParams, response: portalConversationDetail },
  },
  sendPortalMessage: {
    handler: clientHandler('send-portal-message'),
    contract: { params: conversationParams, body: sendMessageBody, response: messageView },
    status: 201,
  },
  createPortalMessagePhotoUpload: {
    handler: photoHandler('create-portal-message-photo-upload'),
    contract: { params: conversationParams, body: messagePhotoUploadRequest, response: imageUpload },
    status: 201,
  },
  getPortalMessagePhoto: {
    handler: photoHandler('get-portal-message-photo'),
    contract: { params: messagePhotoParams, response: imageState },
  },
  markPortalConversationSeen: {
    handler: clientHandler('mark-portal-conversation-seen'),
    contract: { params: conversationParams, body: seenBody, response: seenResult },
  },
  deletePortalConversation: {
    handler: clientHandler('delete-portal-conversation'),
    contract: { params: conversationParams, response: emptyResult },
  },
  blockPortalArtist: {
    handler: clientHandler('block-portal-artist'),
    contract: { params: conversationParams, response: blockResult },
  },
  unblockPortalArtist: {
    handler: clientHandler('unblock-portal-artist'),
    contract: { params: conversationParams, response: blockResult },
  },
});
