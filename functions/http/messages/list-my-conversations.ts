import { routes } from '../../../shared/api/routes.ts';
import { emailHash } from '../../../shared/domain/booking/email-hash.ts';
import { matchesFilter, matchesSearch } from '../../../shared/domain/messages/message-rules.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { artistConversationOf } from '../../lib/messages/message-views.ts';
import { requireArtist } from '../../lib/require-artist.ts';

/**
 * `GET /me/conversations?filter&q`: the artist's conversations, latest activity first (one query of
 * the artist's index), those they deleted left out; filtered by where the client stands (pending
 * request, upcoming or past booking) and searched over the client's names, email and the recent
 * messages' text. `unreadTotal` counts every conversation, whatever the filter.
 */
export const handler = httpHandler(routes.listMyConversations, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const [conversations, blocks] = await Promise.all([
    db.entities.conversation.query.byArtist({ artistId }).go({ pages: 'all', order: 'desc' }),
    db.entities.block.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  const blocked = new Set(blocks.data.map((block) => block.emailHash));
  const now = new Date();
  const filter = query.filter ?? 'all';
  const visible = conversations.data.filter((c) => c.artistId === artistId && !c.artistDeleted);
  const shown = visible.filter(
    (c) =>
      matchesFilter(
        { pendingRequests: c.pendingRequests ?? 0, bookingEnds: c.bookingEnds ?? [] },
        filter,
        now,
      ) && matchesSearch([c.clientFirstName, c.clientLastName, c.clientEmail, c.searchText], query.q),
  );
  return {
    conversations: shown.map((c) => artistConversationOf(c, blocked.has(emailHash(c.clientEmail)), now)),
    unreadTotal: visible.reduce((total, c) => total + (c.artistUnread ?? 0), 0),
  };
});
