import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireSuperadmin } from '#functions/lib/require-superadmin.ts';
import { ApiError } from '#shared/api/errors.ts';
import { adminRoutes } from '#shared/api/routes/admin.ts';
import { adminArtistView } from './admin-views.ts';

/** `GET /admin/artists/{artistId}`: one artist with their usage (requests this month, bookings, images). */
export const handler = httpHandler(adminRoutes.getAdminArtist, async ({ caller, event, params }) => {
  await requireSuperadmin(caller, event);
  const db = getDb();
  const { artistId } = params;
  const [{ data: artist }, bookings, images] = await Promise.all([
    db.entities.artist.get({ artistId }).go(),
    db.entities.booking.query.byArtist({ artistId }).go({ pages: 'all', attributes: ['bookingId'] }),
    db.entities.image.query.byId({ artistId }).go({ pages: 'all', attributes: ['imageId', 'status'] }),
  ]);
  if (!artist) throw new ApiError(404, 'not_found');
  return {
    ...adminArtistView(artist),
    bookings: bookings.data.length,
    images: images.data.filter((image) => image.status === 'ready').length,
  };
});
