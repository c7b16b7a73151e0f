import { imageState, imageUpload } from '../contracts/images.ts';
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
} from '../contracts/messages.ts';
import { defineRoute } from '../route-types.ts';

const artist = { auth: 'artist', group: 'messages' } as const;
const client = { auth: 'client', group: 'portal-messages' } as const;
const artistHandler = (name: string) => `functions/http/messages/${name}.ts`;
const clientHandler = (name: string) => `functions/http/portal-messages/${name}.ts`;
/** Photo uploads are signed by the `media` group, the only one that may write `uploads/` (ADR 0014). */
const photoHandler = (name: string) => `functions/http/media/${name}.ts`;

/**
 * Conversations between an artist and a client (issue 11), on both sides: the artist's (`/me/...`,
 * scoped by the Cognito user) and the client's (`/portal/...`, scoped by the portal session's email).
 * Someone else's conversation answers 404, like none.
 */
export const messageRoutes = {
  listMyConversations: defineRoute({
    ...artist,
    method: 'GET',
    path: '/me/conversations',
    handler: artistHandler('list-my-conversations'),
    contract: { query: conversationListQuery, response: artistConversationList },
  }),
  openMyConversation: defineRoute({
    ...artist,
    method: 'POST',
    path: '/me/conversations',
    handler: artistHandler('open-my-conversation'),
    contract: { body: openArtistConversationBody, response: artistConversation },
  }),
  getMyConversation: defineRoute({
    ...artist,
    method: 'GET',
    path: '/me/conversations/{conversationId}',
    handler: artistHandler('get-my-conversation'),
    contract: { params: conversationParams, response: artistConversationDetail },
  }),
  sendMyMessage: defineRoute({
    ...artist,
    method: 'POST',
    path: '/me/conversations/{conversationId}/messages',
    handler: artistHandler('send-my-message'),
    contract: { params: conversationParams, body: sendMessageBody, response: messageView },
    status: 201,
  }),
  createMyMessagePhotoUpload: defineRoute({
    auth: 'artist',
    group: 'media',
    method: 'POST',
    path: '/me/conversations/{conversationId}/photos',
    handler: photoHandler('create-my-message-photo-upload'),
    contract: { params: conversationParams, body: messagePhotoUploadRequest, response: imageUpload },
    status: 201,
  }),
  getMyMessagePhoto: defineRoute({
    auth: 'artist',
    group: 'media',
    method: 'GET',
    path: '/me/conversations/{conversationId}/photos/{imageId}',
    handler: photoHandler('get-my-message-photo'),
    contract: { params: messagePhotoParams, response: imageState },
  }),
  markMyConversationSeen: defineRoute({
    ...artist,
    method: 'POST',
    path: '/me/conversations/{conversationId}/seen',
    handler: artistHandler('mark-my-conversation-seen'),
    contract: { params: conversationParams, body: seenBody, response: seenResult },
  }),
  deleteMyConversation: defineRoute({
    ...artist,
    method: 'DELETE',
    path: '/me/conversations/{conversationId}',
    handler: artistHandler('delete-my-conversation'),
    contract: { params: conversationParams, response: emptyResult },
  }),
  blockMyClient: defineRoute({
    ...artist,
    method: 'PUT',
    path: '/me/conversations/{conversationId}/block',
    handler: artistHandler('block-my-client'),
    contract: { params: conversationParams, response: blockResult },
  }),
  unblockMyClient: defineRoute({
    ...artist,
    method: 'DELETE',
    path: '/me/conversations/{conversationId}/block',
    handler: artistHandler('unblock-my-client'),
    contract: { params: conversationParams, response: blockResult },
  }),

  listPortalConversations: defineRoute({
    ...client,
    method: 'GET',
    path: '/portal/conversations',
    handler: clientHandler('list-portal-conversations'),
    contract: { query: conversationListQuery, response: portalConversationList },
  }),
  openPortalConversation: defineRoute({
    ...client,
    method: 'POST',
    path: '/portal/conversations',
    handler: clientHandler('open-portal-conversation'),
    contract: { body: openPortalConversationBody, response: portalConversation },
  }),
  getPortalConversation: defineRoute({
    ...client,
    method: 'GET',
    path: '/portal/conversations/{conversationId}',
    handler: clientHandler('get-portal-conversation'),
    contract: { params: conversationParams, response: portalConversationDetail },
  }),
  sendPortalMessage: defineRoute({
    ...client,
    method: 'POST',
    path: '/portal/conversations/{conversationId}/messages',
    handler: clientHandler('send-portal-message'),
    contract: { params: conversationParams, body: sendMessageBody, response: messageView },
    status: 201,
  }),
  createPortalMessagePhotoUpload: defineRoute({
    auth: 'client',
    group: 'media',
    method: 'POST',
    path: '/portal/conversations/{conversationId}/photos',
    handler: photoHandler('create-portal-message-photo-upload'),
    contract: { params: conversationParams, body: messagePhotoUploadRequest, response: imageUpload },
    status: 201,
  }),
  getPortalMessagePhoto: defineRoute({
    auth: 'client',
    group: 'media',
    method: 'GET',
    path: '/portal/conversations/{conversationId}/photos/{imageId}',
    handler: photoHandler('get-portal-message-photo'),
    contract: { params: messagePhotoParams, response: imageState },
  }),
  markPortalConversationSeen: defineRoute({
    ...client,
    method: 'POST',
    path: '/portal/conversations/{conversationId}/seen',
    handler: clientHandler('mark-portal-conversation-seen'),
    contract: { params: conversationParams, body: seenBody, response: seenResult },
  }),
  deletePortalConversation: defineRoute({
    ...client,
    method: 'DELETE',
    path: '/portal/conversations/{conversationId}',
    handler: clientHandler('delete-portal-conversation'),
    contract: { params: conversationParams, response: emptyResult },
  }),
  blockPortalArtist: defineRoute({
    ...client,
    method: 'PUT',
    path: '/portal/conversations/{conversationId}/block',
    handler: clientHandler('block-portal-artist'),
    contract: { params: conversationParams, response: blockResult },
  }),
  unblockPortalArtist: defineRoute({
    ...client,
    method: 'DELETE',
    path: '/portal/conversations/{conversationId}/block',
    handler: clientHandler('unblock-portal-artist'),
    contract: { params: conversationParams, response: blockResult },
  }),
} as const;
