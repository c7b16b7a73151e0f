import { mutate } from 'swr';
import type { SuggestionInput, SuggestionList, SuggestionView } from '#shared/api/contracts/support.ts';
import * as supportEndpoints from '#shared/api/endpoints/support.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { SUGGESTIONS_KEY } from './list-suggestions.ts';

/** `POST /me/suggestions` of `shared/api/routes.ts` (`createSuggestion`). */
export async function createSuggestion(body: SuggestionInput): Promise<SuggestionView> {
  const created = await artistApi.post<SuggestionView>(supportEndpoints.createSuggestion.path, body);
  await mutate(
    SUGGESTIONS_KEY,
    (list?: SuggestionList) => ({
      items: [...(list?.items ?? []).filter((item) => item.suggestionId !== created.suggestionId), created],
    }),
    { revalidate: false },
  );
  return created;
}
