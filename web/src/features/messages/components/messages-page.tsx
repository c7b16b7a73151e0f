import { useTranslation } from 'react-i18next';
import type { ArtistConversation } from '#shared/api/contracts/messages.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { appPaths, pathTo } from '#web/src/app/paths.ts';
import { MessagesScreen, type MessagesSide } from '#web/src/components/messaging/messages-screen.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { blockMyClient } from '#web/src/features/messages/api/block-my-client.ts';
import { createMyLiveTicket } from '#web/src/features/messages/api/create-my-live-ticket.ts';
import { createMyMessagePhotoUpload } from '#web/src/features/messages/api/create-my-message-photo-upload.ts';
import { deleteMyConversation } from '#web/src/features/messages/api/delete-my-conversation.ts';
import {
  getMyConversationKey,
  useMyConversation,
} from '#web/src/features/messages/api/get-my-conversation.ts';
import {
  getMyMessagePhoto,
  myMessagePhotoPath,
} from '#web/src/features/messages/api/get-my-message-photo.ts';
import { useMyConversations } from '#web/src/features/messages/api/list-my-conversations.ts';
import { markMyConversationSeen } from '#web/src/features/messages/api/mark-my-conversation-seen.ts';
import { openMyConversation } from '#web/src/features/messages/api/open-my-conversation.ts';
import { sendMyMessage } from '#web/src/features/messages/api/send-my-message.ts';
import { unblockMyClient } from '#web/src/features/messages/api/unblock-my-client.ts';

const clientName = (client: ArtistConversation['client']) => `${client.firstName} ${client.lastName}`.trim();

/** The artist's side of the messages: their clients, the requests and bookings in the artist's space. */
const artistSide: MessagesSide<ArtistConversation> = {
  me: 'artist',
  base: pathTo(appPaths.messages, {}),
  openParam: 'request',
  open: openMyConversation,
  useList: useMyConversations,
  useDetail: useMyConversation,
  listKeyPrefix: messagesEndpoints.listMyConversations.path,
  detailKey: getMyConversationKey,
  send: sendMyMessage,
  photoEndpoints: (conversationId) => ({
    create: (file) => createMyMessagePhotoUpload(conversationId, file),
    statePath: (imageId) => myMessagePhotoPath(conversationId, imageId),
    state: (imageId) => getMyMessagePhoto(conversationId, imageId),
  }),
  markSeen: markMyConversationSeen,
  remove: deleteMyConversation,
  block: blockMyClient,
  unblock: unblockMyClient,
  ticket: createMyLiveTicket,
  listItem: (conversation) => ({
    conversationId: conversation.conversationId,
    name: clientName(conversation.client),
    lastMessage: conversation.lastMessage,
    unread: conversation.unread,
    blocked: conversation.blocked,
    activityAt: conversation.activityAt,
  }),
  person: (conversation) => ({
    name: clientName(conversation.client),
    firstName: conversation.client.firstName,
    subtitle: conversation.client.email,
    lines: [conversation.client.email],
  }),
  itemHref: (item) => pathTo(item.kind === 'booking' ? appPaths.booking : appPaths.request, { id: item.id }),
  emptyHref: appPaths.requests,
  words: {
    intro: 'web.conversations.intro',
    searchPlaceholder: 'web.conversations.search.placeholder',
    emptyText: 'web.conversations.list.emptyText',
    emptyAction: 'web.conversations.list.emptyAction',
    personLabel: 'web.conversations.details.client',
    itemsEmpty: 'web.conversations.details.itemsEmpty',
    blockLabel: 'web.conversations.actions.blockClient',
    blockText: 'web.conversations.actions.blockClientText',
    blockedNotice: 'web.conversations.blockedByMe',
  },
};

/**
 * `/app/messages[/{conversationId}]`: the artist's conversations with their clients, the open one,
 * and its details (the client, their requests and bookings, block and delete).
 */
export function MessagesPage({ conversationId }: { conversationId: string | undefined }) {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  // A suspended artist reads their conversations and writes nothing (ADR 0070).
  const readOnlyNotice = artist?.suspendedAt ? t('web.workspace.suspended.composer') : undefined;
  return <MessagesScreen side={artistSide} conversationId={conversationId} readOnlyNotice={readOnlyNotice} />;
}
