import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as blockMyClient } from './block-my-client.ts';
import { handler as deleteMyConversation } from './delete-my-conversation.ts';
import { handler as getMyConversation } from './get-my-conversation.ts';
import { handler as listMyConversations } from './list-my-conversations.ts';
import { handler as markMyConversationSeen } from './mark-my-conversation-seen.ts';
import { handler as openMyConversation } from './open-my-conversation.ts';
import { handler as sendMyMessage } from './send-my-message.ts';
import { handler as unblockMyClient } from './unblock-my-client.ts';

export const handler = routeGroup('messages', {
  listMyConversations,
  openMyConversation,
  getMyConversation,
  sendMyMessage,
  markMyConversationSeen,
  deleteMyConversation,
  blockMyClient,
  unblockMyClient,
});
