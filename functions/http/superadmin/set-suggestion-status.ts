import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { ApiError } from '#shared/api/errors.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { adminSuggestionView } from './admin-views.ts';
import { writeAuditedStatus } from './audited-status.ts';

/** `PUT /admin/suggestions/{suggestionId}/status`: moves a suggestion between the lists, audited. */
export const handler = httpHandler(
  adminRoutes.setSuggestionStatus,
  async ({ caller, event, params, body }) => {
    const admin = await requireSuperadmin(caller, event);
    const { data: suggestion } = await getDb()
      .entities.suggestion.get({ suggestionId: params.suggestionId })
      .go();
    if (!suggestion) throw new ApiError(404, 'not_found');
    if (suggestion.status === body.status) return adminSuggestionView(suggestion);
    await writeAuditedStatus(
      admin,
      {
        action: 'suggestion.status-set',
        targetId: suggestion.suggestionId,
        details: `${suggestion.title}: ${suggestion.status} → ${body.status}`,
      },
      ({ suggestion: suggestions }, updatedAt) =>
        suggestions
          .patch({ suggestionId: suggestion.suggestionId })
          .set({ status: body.status, updatedAt })
          .where(({ status }, { eq }) => eq(status, suggestion.status))
          .commit(),
    );
    return adminSuggestionView({ ...suggestion, status: body.status });
  },
);
