import type { AdminSuggestion } from '../../../../../shared/api/contracts/admin.ts';
import type { SuggestionStatus } from '../../../../../shared/domain/support.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /admin/suggestions/{suggestionId}/status` of `shared/api/routes.ts` (`setSuggestionStatus`). */
export const setSuggestionStatusEndpoint = {
  method: 'PUT',
  path: '/admin/suggestions/{suggestionId}/status',
} as const;

export function setSuggestionStatus(
  suggestionId: string,
  status: SuggestionStatus,
): Promise<AdminSuggestion> {
  return artistApi.put<AdminSuggestion>(`/admin/suggestions/${suggestionId}/status`, { status });
}
