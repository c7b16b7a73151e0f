import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { supportRoutes } from '#shared/api/routes/support.ts';
import { rankSuggestions } from '#shared/domain/support.ts';
import { suggestionView } from './suggestion-view.ts';

/** `GET /me/suggestions`: every suggestion, most voted first, with the artist's own votes marked. */
export const handler = httpHandler(supportRoutes.listSuggestions, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const [suggestions, votes] = await Promise.all([
    db.entities.suggestion.query.byBoard({ board: 'suggestions' }).go({ pages: 'all' }),
    db.entities.suggestionVote.query
      .byArtist({ artistId })
      .go({ pages: 'all', attributes: ['suggestionId'] }),
  ]);
  const voted = new Set(votes.data.map((vote) => vote.suggestionId));
  return {
    items: rankSuggestions(suggestions.data).map((item) =>
      suggestionView(item, artistId, voted.has(item.suggestionId)),
    ),
  };
});
