import type { AdminSuggestion } from '#shared/api/contracts/admin.ts';
import * as adminEndpoints from '#shared/api/endpoints/admin.ts';
import type { SuggestionStatus } from '#shared/domain/support.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /admin/suggestions/{suggestionId}/status` of `shared/api/routes.ts` (`setSuggestionStatus`). */
export function setSuggestionStatus(
  suggestionId: string,
  status: SuggestionStatus,
): Promise<AdminSuggestion> {
  return artistApi.put<AdminSuggestion>(apiPath(adminEndpoints.setSuggestionStatus.path, { suggestionId }), {
    status,
  });
}
