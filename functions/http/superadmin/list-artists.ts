import { adminRoutes } from '../../../shared/api/routes/admin.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireSuperadmin } from '../../lib/require-superadmin.ts';
import { adminArtistView } from './admin-views.ts';

const PAGE_SIZE = 50;

/**
 * `GET /admin/artists?q=&cursor=`: the artists, 50 at a time, searched by pseudo, display name or
 * email (lower case). A scan of the artist items (ADR 0053): the superadmin opens it a few times a
 * day; an index would cost every artist write for that.
 */
export const handler = httpHandler(adminRoutes.listAdminArtists, async ({ caller, query }) => {
  requireSuperadmin(caller);
  const q = query.q?.toLowerCase();
  const scan = getDb().entities.artist.scan;
  const filtered = q
    ? scan.where(
        ({ pseudo, email, displayName }, { contains }) =>
          `${contains(pseudo, q)} OR ${contains(email, q)} OR ${contains(displayName, q)}`,
      )
    : scan;
  const { data, cursor } = await filtered.go({
    limit: PAGE_SIZE,
    ...(query.cursor && { cursor: query.cursor }),
  });
  const now = new Date();
  return {
    items: data
      .map((artist) => adminArtistView(artist, now))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ...(cursor && { cursor }),
  };
});
