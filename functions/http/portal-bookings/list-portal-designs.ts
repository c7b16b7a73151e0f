import { getDb } from '#functions/lib/db.ts';
import { readVersions } from '#functions/lib/designs/design-items.ts';
import { designViewOf } from '#functions/lib/designs/design-views.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';

/**
 * `GET /portal/designs` (ADR 0090): every design shared with the portal session's email, across
 * artists (the client index `gsi2`, then each design read consistently from its artist's partition
 * and kept only if it is the client's), for the request and booking pages to show beside each.
 */
export const handler = httpHandler(designRoutes.listPortalDesigns, async ({ caller }) => {
  const { email } = requireClient(caller);
  const db = getDb();
  const { data: found } = await db.entities.designVersion.query
    .byClient({ clientEmail: email })
    .go({ pages: 'all', attributes: ['artistId', 'requestId', 'clientEmail'] });
  const designs = new Map<string, string>();
  for (const item of found) if (item.clientEmail === email) designs.set(item.requestId, item.artistId);
  const artistIds = [...new Set(designs.values())];
  if (artistIds.length === 0) return { designs: [] };
  const { data: artists } = await db.entities.artist.get(artistIds.map((artistId) => ({ artistId }))).go();
  const artistOf = new Map(artists.map((artist) => [artist.artistId, artist]));
  const now = new Date();
  const views = await Promise.all(
    [...designs].map(async ([requestId, artistId]) => {
      const artist = artistOf.get(artistId);
      const versions = (await readVersions(artistId, requestId)).filter((v) => v.clientEmail === email);
      return artist && versions.length > 0 ? designViewOf(requestId, versions, artist, now) : undefined;
    }),
  );
  return { designs: views.filter((view) => view !== undefined) };
});
