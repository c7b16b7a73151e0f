import { Link } from 'react-router-dom';
import type { PortalConversation } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { artistPaths, pathTo, portalPaths } from '#web/src/app/paths.ts';
import { MessagesScreen, type MessagesSide } from '#web/src/components/messaging/messages-screen.tsx';
import { blockPortalArtist } from '#web/src/features/portal-messages/api/block-portal-artist.ts';
import { createPortalLiveTicket } from '#web/src/features/portal-messages/api/create-portal-live-ticket.ts';
import { createPortalMessagePhotoUpload } from '#web/src/features/portal-messages/api/create-portal-message-photo-upload.ts';
import { deletePortalConversation } from '#web/src/features/portal-messages/api/delete-portal-conversation.ts';
import {
  getPortalConversationKey,
  usePortalConversation,
} from '#web/src/features/portal-messages/api/get-portal-conversation.ts';
import {
  getPortalMessagePhoto,
  portalMessagePhotoPath,
} from '#web/src/features/portal-messages/api/get-portal-message-photo.ts';
import { usePortalConversations } from '#web/src/features/portal-messages/api/list-portal-conversations.ts';
import { markPortalConversationSeen } from '#web/src/features/portal-messages/api/mark-portal-conversation-seen.ts';
import { openPortalConversation } from '#web/src/features/portal-messages/api/open-portal-conversation.ts';
import { sendPortalMessage } from '#web/src/features/portal-messages/api/send-portal-message.ts';
import { unblockPortalArtist } from '#web/src/features/portal-messages/api/unblock-portal-artist.ts';

/** The client's side of the messages: their artists, the requests and bookings in the portal. */
const clientSide: MessagesSide<PortalConversation> = {
  me: 'client',
  base: pathTo(portalPaths.messages, {}),
  openParam: 'artist',
  open: openPortalConversation,
  useList: usePortalConversations,
  useDetail: usePortalConversation,
  listKeyPrefix: messagesEndpoints.listPortalConversations.path,
  detailKey: getPortalConversationKey,
  send: sendPortalMessage,
  photoEndpoints: (conversationId) => ({
    create: (file) => createPortalMessagePhotoUpload(conversationId, file),
    statePath: (imageId) => portalMessagePhotoPath(conversationId, imageId),
    state: (imageId) => getPortalMessagePhoto(conversationId, imageId),
  }),
  markSeen: markPortalConversationSeen,
  remove: deletePortalConversation,
  block: blockPortalArtist,
  unblock: unblockPortalArtist,
  ticket: createPortalLiveTicket,
  listItem: (conversation) => ({
    conversationId: conversation.conversationId,
    name: conversation.artist.displayName,
    pictureUrl: conversation.artist.pictureUrl,
    lastMessage: conversation.lastMessage,
    unread: conversation.unread,
    blocked: conversation.blocked,
    activityAt: conversation.activityAt,
  }),
  person: ({ artist }, t) => {
    const place = artist.residency
      ? [artist.residency.shopName, artist.residency.city].filter(Boolean).join(', ')
      : '';
    return {
      name: artist.displayName,
      firstName: artist.displayName,
      pictureUrl: artist.pictureUrl,
      subtitle: artist.residency?.city ?? `@${artist.pseudo}`,
      lines: [
        ...(place ? [place] : []),
        <Link key="page" to={pathTo(artistPaths.profile, { pseudo: artist.pseudo })}>
          {t('web.conversations.details.publicPage')}
        </Link>,
      ],
    };
  },
  itemHref: (item) => (item.kind === 'booking' ? portalPaths.bookings : portalPaths.requests),
  emptyHref: portalPaths.requests,
  words: {
    intro: 'web.conversations.portalIntro',
    searchPlaceholder: 'web.conversations.search.portalPlaceholder',
    emptyText: 'web.conversations.list.portalEmptyText',
    emptyAction: 'web.conversations.list.portalEmptyAction',
    personLabel: 'web.conversations.details.artist',
    itemsEmpty: 'web.conversations.details.portalItemsEmpty',
    blockLabel: 'web.conversations.actions.blockArtist',
    blockText: 'web.conversations.actions.blockArtistText',
    blockedNotice: 'web.conversations.artistBlockedByMe',
  },
};

/**
 * `/portal/messages[/{conversationId}]`: the client's conversations with their artists, the open
 * one, and its details (the artist, their requests and bookings with them, block and delete).
 */
export function PortalMessagesPage({ conversationId }: { conversationId: string | undefined }) {
  return <MessagesScreen side={clientSide} conversationId={conversationId} />;
}
