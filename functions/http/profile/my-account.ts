import type { Caller } from '#functions/lib/caller.ts';
import { getDb } from '#functions/lib/db.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';

/** The calling artist's account item; 404 until onboarding has created it. */
export async function myAccount(caller: Caller) {
  const { artistId } = requireArtist(caller);
  const { data } = await getDb().entities.artist.get({ artistId }).go();
  if (!data) throw new ApiError(404, 'not_found');
  return data;
}
