import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { PLATFORM_SCOPES, platformDays, utcDay } from '#shared/domain/platform-figures.ts';

const DAY_MS = 86_400_000;

/** `GET /admin/figures?days=30`: sign-ups, requests, bookings and emails sent per UTC day, shards summed. */
export const handler = httpHandler(adminRoutes.getPlatformFigures, async ({ caller, event, query }) => {
  await requireSuperadmin(caller, event);
  const now = Date.now();
  const days = Array.from({ length: query.days }, (_, index) =>
    utcDay(new Date(now - (query.days - 1 - index) * DAY_MS)),
  );
  const from = days[0] as string;
  const to = days.at(-1) as string;
  const db = getDb();
  const shards = await Promise.all(
    PLATFORM_SCOPES.map((artistId) =>
      db.entities.statsCounter.query
        .byArtistDay({ artistId })
        .between({ day: from }, { day: `${to}~` })
        .go({ pages: 'all' }),
    ),
  );
  return {
    days: platformDays(
      days,
      shards.flatMap((shard) => shard.data),
    ),
  };
});
