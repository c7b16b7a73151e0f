import { mutate } from 'swr';
import type { SuggestionList, SuggestionView } from '../../../../../shared/api/contracts/support.ts';
import { artistApi } from '../../../lib/artist-api.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

/** `PUT /me/suggestions/{suggestionId}/vote` of `shared/api/routes.ts` (`voteForSuggestion`). */
export const voteForSuggestionEndpoint = {
  method: 'PUT',
  path: '/me/suggestions/{suggestionId}/vote',
} as const;

export async function voteForSuggestion(suggestionId: string): Promise<SuggestionView> {
  const voted = await artistApi.put<SuggestionView>(
    `/me/suggestions/${encodeURIComponent(suggestionId)}/vote`,
  );
  await mutate(
    SUGGESTIONS_KEY,
    (list?: SuggestionList) =>
      list && { items: list.items.map((item) => (item.suggestionId === voted.suggestionId ? voted : item)) },
    { revalidate: false },
  );
  return voted;
}
