import useSWR from 'swr';
import type { SuggestionList } from '#shared/api/contracts/support.ts';
import * as supportEndpoints from '#shared/api/endpoints/support.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/suggestions` of `shared/api/routes.ts` (`listSuggestions`). */
export const SUGGESTIONS_KEY = supportEndpoints.listSuggestions.path;

function listSuggestions(): Promise<SuggestionList> {
  return artistApi.get<SuggestionList>(SUGGESTIONS_KEY);
}

export function useSuggestions() {
  return useSWR<SuggestionList, ApiError>(SUGGESTIONS_KEY, listSuggestions);
}
