import type { Caller } from '#functions/lib/caller.ts';
import { getDb } from '#functions/lib/db.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';

/**
 * The insights are the Pro plan's: the caller's artist id and zone if their plan is Pro, else 403
 * `pro_required` (404 before onboarding), whatever the page shows.
 */
export async function requirePro(caller: Caller): Promise<{ artistId: string; timezone: string }> {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb()
    .entities.artist.get({ artistId })
    .go({ attributes: ['plan', 'timezone'] });
  if (!artist) throw new ApiError(404, 'not_found');
  if (artist.plan !== 'pro') throw new ApiError(403, 'pro_required');
  return { artistId, timezone: artist.timezone };
}
