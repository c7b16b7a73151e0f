import { mutate } from 'swr';
import type { SuggestionList, SuggestionView } from '#shared/api/contracts/support.ts';
import * as supportEndpoints from '#shared/api/endpoints/support.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

/** `PUT /me/suggestions/{suggestionId}/vote` of `shared/api/routes.ts` (`voteForSuggestion`). */
export async function voteForSuggestion(suggestionId: string): Promise<SuggestionView> {
  const voted = await artistApi.put<SuggestionView>(
    apiPath(supportEndpoints.voteForSuggestion.path, { suggestionId }),
  );
  await mutate(
    SUGGESTIONS_KEY,
    (list?: SuggestionList) =>
      list && { items: list.items.map((item) => (item.suggestionId === voted.suggestionId ? voted : item)) },
    { revalidate: false },
  );
  return voted;
}
