import { ApiError } from '../../../shared/api/errors.ts';
import { adminRoutes } from '../../../shared/api/routes/admin.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireSuperadmin } from '../../lib/require-superadmin.ts';
import { auditFields } from './admin-views.ts';

/** `PUT /admin/suggestions/{suggestionId}/status`: moves a suggestion between the lists, audited. */
export const handler = httpHandler(
  adminRoutes.setSuggestionStatus,
  async ({ caller, event, params, body }) => {
    const admin = await requireSuperadmin(caller, event);
    const db = getDb();
    const { data: suggestion } = await db.entities.suggestion.get({ suggestionId: params.suggestionId }).go();
    if (!suggestion) throw new ApiError(404, 'not_found');
    const view = (status: typeof body.status) => ({
      suggestionId: suggestion.suggestionId,
      title: suggestion.title,
      description: suggestion.description,
      status,
      votes: suggestion.votes,
      createdAt: suggestion.createdAt,
    });
    if (suggestion.status === body.status) return view(suggestion.status);
    const now = new Date();
    const result = await db.transaction
      .write(({ suggestion: suggestions, auditEntry }) => [
        suggestions
          .patch({ suggestionId: suggestion.suggestionId })
          .set({ status: body.status, updatedAt: now.toISOString() })
          .where(({ status }, { eq }) => eq(status, suggestion.status))
          .commit(),
        auditEntry
          .create(
            auditFields(
              admin,
              'suggestion.status-set',
              suggestion.suggestionId,
              `${suggestion.title}: ${suggestion.status} → ${body.status}`,
              now,
            ),
          )
          .commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(409, 'conflict');
    return view(body.status);
  },
);
