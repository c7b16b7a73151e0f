import type { Endpoint } from '#shared/api/route-types.ts';

const artist = { auth: 'artist', group: 'messages' } as const;
const client = { auth: 'client', group: 'portal-messages' } as const;

/**
 * The SPA's and the tools' half of the routes of `../routes/messages.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listMyConversations = {
  ...artist,
  method: 'GET',
  path: '/me/conversations',
} as const satisfies Endpoint;
export const openMyConversation = {
  ...artist,
  method: 'POST',
  path: '/me/conversations',
} as const satisfies Endpoint;
export const getMyConversation = {
  ...artist,
  method: 'GET',
  path: '/me/conversations/{conversationId}',
} as const satisfies Endpoint;
export const sendMyMessage = {
  ...artist,
  method: 'POST',
  path: '/me/conversations/{conversationId}/messages',
} as const satisfies Endpoint;
export const createMyMessagePhotoUpload = {
  auth: 'artist',
  group: 'media',
  method: 'POST',
  path: '/me/conversations/{conversationId}/photos',
} as const satisfies Endpoint;
export const getMyMessagePhoto = {
  auth: 'artist',
  group: 'media',
  method: 'GET',
  path: '/me/conversations/{conversationId}/photos/{imageId}',
} as const satisfies Endpoint;
export const markMyConversationSeen = {
  ...artist,
  method: 'POST',
  path: '/me/conversations/{conversationId}/seen',
} as const satisfies Endpoint;
export const deleteMyConversation = {
  ...artist,
  method: 'DELETE',
  path: '/me/conversations/{conversationId}',
} as const satisfies Endpoint;
export const blockMyClient = {
  ...artist,
  method: 'PUT',
  path: '/me/conversations/{conversationId}/block',
} as const satisfies Endpoint;
export const unblockMyClient = {
  ...artist,
  method: 'DELETE',
  path: '/me/conversations/{conversationId}/block',
} as const satisfies Endpoint;
export const listPortalConversations = {
  ...client,
  method: 'GET',
  path: '/portal/conversations',
} as const satisfies Endpoint;
export const openPortalConversation = {
  ...client,
  method: 'POST',
  path: '/portal/conversations',
} as const satisfies Endpoint;
export const getPortalConversation = {
  ...client,
  method: 'GET',
  path: '/portal/conversations/{conversationId}',
} as const satisfies Endpoint;
export const sendPortalMessage = {
  ...client,
  method: 'POST',
  path: '/portal/conversations/{conversationId}/messages',
} as const satisfies Endpoint;
export const createPortalMessagePhotoUpload = {
  auth: 'client',
  group: 'media',
  method: 'POST',
  path: '/portal/conversations/{conversationId}/photos',
} as const satisfies Endpoint;
export const getPortalMessagePhoto = {
  auth: 'client',
  group: 'media',
  method: 'GET',
  path: '/portal/conversations/{conversationId}/photos/{imageId}',
} as const satisfies Endpoint;
export const markPortalConversationSeen = {
  ...client,
  method: 'POST',
  path: '/portal/conversations/{conversationId}/seen',
} as const satisfies Endpoint;
export const deletePortalConversation = {
  ...client,
  method: 'DELETE',
  path: '/portal/conversations/{conversationId}',
} as const satisfies Endpoint;
export const blockPortalArtist = {
  ...client,
  method: 'PUT',
  path: '/portal/conversations/{conversationId}/block',
} as const satisfies Endpoint;
export const unblockPortalArtist = {
  ...client,
  method: 'DELETE',
  path: '/portal/conversations/{conversationId}/block',
} as const satisfies Endpoint;
