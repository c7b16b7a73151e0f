import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { artistConversationOf, tiesOf } from '#functions/lib/messages/message-views.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { matchesFilter, matchesSearch } from '#shared/domain/messages/message-rules.ts';

/** Conversations per page of the unfiltered list (a busy artist has hundreds). */
const CONVERSATIONS_PAGE = 50;

/**
 * `GET /me/conversations?filter&q&cursor`: the artist's conversations, latest activity first, those
 * they deleted left out. Unfiltered, one page of 50 at a time (`next` for the following one);
 * filtered by where the client stands (pending request, upcoming or past booking) or searched
 * (names, email, the recent messages' text), all that match. `unreadTotal` counts every
 * conversation, whatever the page or filter (one query of the unread marks only).
 */
export const handler = httpHandler(messageRoutes.listMyConversations, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const filter = query.filter ?? 'all';
  const paged = filter === 'all' && !query.q?.trim();
  const byArtist = () => db.entities.conversation.query.byArtist({ artistId });
  const [page, unread, blocks] = await Promise.all([
    paged
      ? byArtist()
          .where(({ artistDeleted }, { ne }) => ne(artistDeleted, true))
          .go({ limit: CONVERSATIONS_PAGE, order: 'desc', ...(query.cursor && { cursor: query.cursor }) })
          .catch((error: { message?: string }) => {
            // A cursor that is not one of ours reads as a bad query, not a server error.
            if (query.cursor && /cursor/i.test(String(error.message))) {
              throw new ApiError(400, 'validation_failed', [
                { path: 'cursor', key: 'validation.invalidValue' },
              ]);
            }
            throw error;
          })
      : byArtist().go({ pages: 'all', order: 'desc' }),
    // The unread conversations' marks only (unread-mark.ts), not every conversation.
    db.entities.unreadMark.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.block.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  const blocked = new Set(blocks.data.map((block) => block.emailHash));
  const now = new Date();
  const visible = page.data.filter((c) => c.artistId === artistId && !c.artistDeleted);
  const shown = paged
    ? visible
    : visible.filter(
        (c) =>
          matchesFilter(tiesOf(c), filter, now) &&
          matchesSearch([c.clientFirstName, c.clientLastName, c.clientEmail, c.searchText], query.q),
      );
  const next = paged ? (page as { cursor?: string | null }).cursor : undefined;
  return {
    conversations: shown.map((c) => artistConversationOf(c, blocked.has(emailHash(c.clientEmail)), now)),
    unreadTotal: unread.data.reduce((total, mark) => total + mark.count, 0),
    ...(next && { next }),
  };
});
