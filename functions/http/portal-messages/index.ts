import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as blockPortalArtist } from './block-portal-artist.ts';
import { handler as deletePortalConversation } from './delete-portal-conversation.ts';
import { handler as getPortalConversation } from './get-portal-conversation.ts';
import { handler as listPortalConversations } from './list-portal-conversations.ts';
import { handler as markPortalConversationSeen } from './mark-portal-conversation-seen.ts';
import { handler as openPortalConversation } from './open-portal-conversation.ts';
import { handler as sendPortalMessage } from './send-portal-message.ts';
import { handler as unblockPortalArtist } from './unblock-portal-artist.ts';

export const handler = routeGroup('portal-messages', {
  listPortalConversations,
  openPortalConversation,
  getPortalConversation,
  sendPortalMessage,
  markPortalConversationSeen,
  deletePortalConversation,
  blockPortalArtist,
  unblockPortalArtist,
});
