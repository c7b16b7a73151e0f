import { artistHealedPhotoLink } from '#functions/lib/healed-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { healedPhotoRoutes } from '#shared/api/routes/healed-photos.ts';

/**
 * `GET /me/bookings/{bookingId}/healed-photo`: the photo of the healed tattoo the client sent
 * (ADR 0101), as two five-minute presigned GETs, read in the artist's own partition (another's
 * booking, or no photo: 404).
 */
export const handler = httpHandler(healedPhotoRoutes.getMyBookingHealedPhoto, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  return artistHealedPhotoLink(artistId, params.bookingId);
});
