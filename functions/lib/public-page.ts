import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { buildPublicPage } from '#shared/domain/public-page.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { getDb } from './db.ts';

/**
 * An artist's whole public page in two reads: the pseudo on `gsi1` gives the artistId, then ONE query
 * of the artist page collection brings the profile, travels, images, flashes and works. Undefined
 * when nobody has this pseudo; else the page and the artist's language.
 */
export async function loadPublicPage(
  pseudo: string,
  now = new Date(),
): Promise<{ page: PublicProfile; locale: Locale; suspended: boolean } | undefined> {
  const db = getDb();
  const { data: found } = await db.entities.artist.query.byPseudo({ pseudo }).go({ limit: 1 });
  const artistId = found[0]?.artistId;
  if (!artistId) return undefined;
  const { data } = await db.collections.artistPage({ artistId }).go({ pages: 'all' });
  const artist = data.artist[0];
  if (!artist) return undefined;
  const page = buildPublicPage(
    { artist, travels: data.travel, images: data.image, flashes: data.flash, works: data.work },
    now,
  );
  return { page, locale: artist.locale, suspended: Boolean(artist.suspendedAt) };
}
