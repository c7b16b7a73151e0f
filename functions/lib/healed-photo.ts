import { bookingPhotoLinks } from '#functions/lib/booking-photo-links.ts';
import { getDb } from '#functions/lib/db.ts';
import { bookingAskingHealedPhoto } from '#functions/lib/healed-photo-ask.ts';
import { announceImageUpload, imageStateOf } from '#functions/lib/image-uploads.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import type { ACCEPTED_IMAGE_TYPES, ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';

/**
 * The photo of the healed tattoo (issue 31, item 3; ADR 0101). It goes through the image pipeline
 * (ADR 0014) as a `healedPhoto` image of the artist's partition, announced for one booking by its
 * client, its variants under `private/` (never public, ADR 0072). Only the booking's artist opens
 * it, by five-minute presigned GETs; the client sees their own upload through the poll's signed URLs.
 */

/** A presigned POST for the client's healed photo of this booking, while it is asked for. */
export async function announceHealedPhoto(
  email: string,
  bookingId: string,
  contentType: (typeof ACCEPTED_IMAGE_TYPES)[number],
): Promise<ImageUpload> {
  const { booking } = await bookingAskingHealedPhoto(email, bookingId, new Date());
  return announceImageUpload({
    artistId: booking.artistId,
    kind: 'healedPhoto',
    contentType,
    forBooking: { bookingId },
  });
}

/** Where the client's healed photo upload for this booking is (what the page polls); 404 for any other image. */
export async function healedPhotoImageState(
  email: string,
  bookingId: string,
  imageId: string,
): Promise<ImageState> {
  const booking = await readClientBooking(email, bookingId);
  const state = await imageStateOf(booking.artistId, imageId, { kind: 'healedPhoto', bookingId });
  if (!state) throw new ApiError(404, 'not_found');
  return state;
}

/** The booking's healed photo for its artist: read in their own partition (another's, or none: 404). */
export async function artistHealedPhotoLink(artistId: string, bookingId: string): Promise<BookingPhotoLink> {
  const { data: booking } = await getDb().entities.booking.get({ artistId, bookingId }).go();
  return bookingPhotoLinks(artistId, bookingId, booking?.healedPhotoImageId, 'healedPhoto');
}
