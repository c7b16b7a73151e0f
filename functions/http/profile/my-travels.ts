import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';

/** Every travel of the artist (keys carry the artistId: nobody else's travels can be read). */
export async function myTravels(artistId: string) {
  const { data } = await getDb().entities.travel.query.byArtist({ artistId }).go({ pages: 'all' });
  return data;
}

/** One travel of the artist; 404 when it does not exist or belongs to someone else. */
export async function myTravel(artistId: string, travelId: string) {
  const { data } = await getDb().entities.travel.get({ artistId, travelId }).go();
  if (!data) throw new ApiError(404, 'not_found');
  return data;
}
