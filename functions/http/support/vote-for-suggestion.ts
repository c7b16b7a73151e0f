import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { supportRoutes } from '#shared/api/routes/support.ts';
import { suggestionView } from './suggestion-view.ts';

/**
 * `PUT /me/suggestions/{suggestionId}/vote`: one vote per artist and suggestion. The vote and the
 * count move together in one transaction; voting again (or twice at once) counts once and answers
 * the suggestion as it is.
 */
export const handler = httpHandler(supportRoutes.voteForSuggestion, async ({ caller, params }) => {
  // Voting takes an account (an onboarded artist), like suggesting.
  const { artistId } = await myAccount(caller);
  const db = getDb();
  const { suggestionId } = params;
  const { data: suggestion } = await db.entities.suggestion.get({ suggestionId }).go();
  if (!suggestion) throw new ApiError(404, 'not_found');
  const result = await db.transaction
    .write(({ suggestion: suggestions, suggestionVote }) => [
      suggestionVote.create({ suggestionId, artistId, votedAt: new Date().toISOString() }).commit(),
      suggestions.patch({ suggestionId }).add({ votes: 1 }).commit(),
    ])
    .go();
  const { data: now } = await db.entities.suggestion.get({ suggestionId }).go();
  if (!now) throw new ApiError(404, 'not_found');
  if (result.canceled) {
    const { data: vote } = await db.entities.suggestionVote.get({ suggestionId, artistId }).go();
    if (!vote) throw new ApiError(409, 'conflict');
  }
  return suggestionView(now, artistId, true);
});
