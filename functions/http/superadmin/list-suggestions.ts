import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { rankSuggestions } from '#shared/domain/support.ts';
import { adminSuggestionView } from './admin-views.ts';

/** `GET /admin/suggestions`: every suggestion, most voted first. */
export const handler = httpHandler(adminRoutes.listAdminSuggestions, async ({ caller, event }) => {
  await requireSuperadmin(caller, event);
  const { data } = await getDb()
    .entities.suggestion.query.byBoard({ board: 'suggestions' })
    .go({ pages: 'all' });
  return { items: rankSuggestions(data).map((suggestion) => adminSuggestionView(suggestion)) };
});
