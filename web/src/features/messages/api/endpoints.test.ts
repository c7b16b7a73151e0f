import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { blockPortalArtistEndpoint } from '../../portal-messages/api/block-portal-artist.ts';
import { createPortalLiveTicketEndpoint } from '../../portal-messages/api/create-portal-live-ticket.ts';
import { createPortalMessagePhotoUploadEndpoint } from '../../portal-messages/api/create-portal-message-photo-upload.ts';
import { deletePortalConversationEndpoint } from '../../portal-messages/api/delete-portal-conversation.ts';
import { getPortalConversationEndpoint } from '../../portal-messages/api/get-portal-conversation.ts';
import { getPortalMessagePhotoEndpoint } from '../../portal-messages/api/get-portal-message-photo.ts';
import { listPortalConversationsEndpoint } from '../../portal-messages/api/list-portal-conversations.ts';
import { markPortalConversationSeenEndpoint } from '../../portal-messages/api/mark-portal-conversation-seen.ts';
import { openPortalConversationEndpoint } from '../../portal-messages/api/open-portal-conversation.ts';
import { sendPortalMessageEndpoint } from '../../portal-messages/api/send-portal-message.ts';
import { unblockPortalArtistEndpoint } from '../../portal-messages/api/unblock-portal-artist.ts';
import { blockMyClientEndpoint } from './block-my-client.ts';
import { createMyLiveTicketEndpoint } from './create-my-live-ticket.ts';
import { createMyMessagePhotoUploadEndpoint } from './create-my-message-photo-upload.ts';
import { deleteMyConversationEndpoint } from './delete-my-conversation.ts';
import { getMyConversationEndpoint } from './get-my-conversation.ts';
import { getMyMessagePhotoEndpoint } from './get-my-message-photo.ts';
import { listMyConversationsEndpoint, listMyConversationsKey } from './list-my-conversations.ts';
import { markMyConversationSeenEndpoint } from './mark-my-conversation-seen.ts';
import { openMyConversationEndpoint } from './open-my-conversation.ts';
import { sendMyMessageEndpoint } from './send-my-message.ts';
import { unblockMyClientEndpoint } from './unblock-my-client.ts';

/** The messages' endpoint files, on both sides, copy method and path from the route table. */
describe('the messages endpoints', () => {
  it.each([
    ['listMyConversations', listMyConversationsEndpoint],
    ['openMyConversation', openMyConversationEndpoint],
    ['getMyConversation', getMyConversationEndpoint],
    ['sendMyMessage', sendMyMessageEndpoint],
    ['markMyConversationSeen', markMyConversationSeenEndpoint],
    ['deleteMyConversation', deleteMyConversationEndpoint],
    ['blockMyClient', blockMyClientEndpoint],
    ['unblockMyClient', unblockMyClientEndpoint],
    ['listPortalConversations', listPortalConversationsEndpoint],
    ['openPortalConversation', openPortalConversationEndpoint],
    ['getPortalConversation', getPortalConversationEndpoint],
    ['sendPortalMessage', sendPortalMessageEndpoint],
    ['markPortalConversationSeen', markPortalConversationSeenEndpoint],
    ['deletePortalConversation', deletePortalConversationEndpoint],
    ['blockPortalArtist', blockPortalArtistEndpoint],
    ['unblockPortalArtist', unblockPortalArtistEndpoint],
    ['createMyLiveTicket', createMyLiveTicketEndpoint],
    ['createPortalLiveTicket', createPortalLiveTicketEndpoint],
    ['createMyMessagePhotoUpload', createMyMessagePhotoUploadEndpoint],
    ['getMyMessagePhoto', getMyMessagePhotoEndpoint],
    ['createPortalMessagePhotoUpload', createPortalMessagePhotoUploadEndpoint],
    ['getPortalMessagePhoto', getPortalMessagePhotoEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });

  it('asks the list with only the filter and search that narrow it', () => {
    expect(listMyConversationsKey()).toBe('/me/conversations');
    expect(listMyConversationsKey({ filter: 'all', q: '  ' })).toBe('/me/conversations');
    expect(listMyConversationsKey({ filter: 'past', q: ' Léa rose ' })).toBe(
      '/me/conversations?filter=past&q=L%C3%A9a+rose',
    );
  });
});
