import { artistIdPhotoLink } from '#functions/lib/consent/id-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { consentIdPhotoRoutes } from '#shared/api/routes/consent-id-photo.ts';

/**
 * `GET /me/bookings/{bookingId}/consent/id-photo`: the signed consent's ID photo as two five-minute
 * presigned GETs, read in the artist's own partition (another's booking, or no photo: 404).
 */
export const handler = httpHandler(
  consentIdPhotoRoutes.getMyBookingConsentIdPhoto,
  async ({ params, caller }) => {
    const { artistId } = requireArtist(caller);
    return artistIdPhotoLink(artistId, params.bookingId);
  },
);
