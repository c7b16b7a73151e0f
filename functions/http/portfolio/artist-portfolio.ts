import type { Caller } from '#functions/lib/caller.ts';
import { getDb } from '#functions/lib/db.ts';
import { requireActivePlan } from '#functions/lib/require-active-plan.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';

/**
 * The caller's account, flashes, works and images in one query of the artist page collection; 404
 * before onboarding, 403 `subscription_inactive` when the plan is inactive.
 */
export async function artistPortfolio(caller: Caller) {
  const { artistId } = requireArtist(caller);
  const { data } = await getDb().collections.artistPage({ artistId }).go({ pages: 'all' });
  const artist = data.artist[0];
  if (!artist) throw new ApiError(404, 'not_found');
  requireActivePlan(artist);
  return { artist, flashes: data.flash, works: data.work, images: data.image };
}
