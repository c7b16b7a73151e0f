import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { adminArtistView } from './admin-views.ts';

const PAGE_SIZE = 50;
/** Items read per scan call (of every kind: the filter keeps the artists that match). */
const SCAN_BATCH = 1000;

/**
 * `GET /admin/artists?q=&cursor=`: the artists, 50 at a time, searched by pseudo, display name or
 * email (lower case). A scan of the artist items (ADR 0053): the superadmin opens it a few times a
 * day; an index would cost every artist write for that.
 */
export const handler = httpHandler(adminRoutes.listAdminArtists, async ({ caller, event, query }) => {
  await requireSuperadmin(caller, event);
  const q = query.q?.toLowerCase();
  const scan = getDb().entities.artist.scan;
  const filtered = q
    ? scan.where(
        ({ pseudo, email, displayName }, { contains }) =>
          `${contains(pseudo, q)} OR ${contains(email, q)} OR ${contains(displayName, q)}`,
      )
    : scan;
  // DynamoDB counts the items it reads, not those the filter keeps: read on until a page is full.
  type Page = Awaited<ReturnType<typeof filtered.go>>;
  const data: Page['data'] = [];
  let cursor: string | null | undefined = query.cursor;
  do {
    const page: Page = await filtered.go({ limit: SCAN_BATCH, ...(cursor && { cursor }) });
    data.push(...page.data);
    cursor = page.cursor;
  } while (cursor && data.length < PAGE_SIZE);
  const now = new Date();
  return {
    items: data
      .map((artist) => adminArtistView(artist, now))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ...(cursor && { cursor }),
  };
});
