import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { tiesOf } from '#functions/lib/messages/message-views.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';
import { matchesFilter, matchesSearch } from '#shared/domain/messages/message-rules.ts';
import { portalConversationsOf } from './portal-conversation-view.ts';

/**
 * `GET /portal/conversations?filter&q`: the client's conversations with every artist, latest
 * activity first (one query of the client index, keyed by the session's email), those they deleted
 * left out; filtered like the artist's list and searched over the artist's name, pseudo and the
 * recent messages' text.
 */
export const handler = httpHandler(messageRoutes.listPortalConversations, async ({ query, caller }) => {
  const { email } = requireClient(caller);
  const { data } = await getDb()
    .entities.conversation.query.byClient({ clientEmail: email })
    .go({ pages: 'all', order: 'desc' });
  const now = new Date();
  const filter = query.filter ?? 'all';
  const visible = await portalConversationsOf(
    data.filter((c) => c.clientEmail === email && !c.clientDeleted),
    now,
  );
  const shown = visible.filter(
    ({ conversation: c, view }) =>
      matchesFilter(tiesOf(c), filter, now) &&
      matchesSearch([view.artist.displayName, view.artist.pseudo, c.searchText], query.q),
  );
  return {
    conversations: shown.map(({ view }) => view),
    unreadTotal: visible.reduce((total, { view }) => total + view.unread, 0),
  };
});
