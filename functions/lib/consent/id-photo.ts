import { bookingPhotoLinks } from '#functions/lib/booking-photo-links.ts';
import { getDb } from '#functions/lib/db.ts';
import { announceImageUpload, imageStateOf } from '#functions/lib/image-uploads.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import type { ACCEPTED_IMAGE_TYPES, ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { readyImageFields } from '#shared/domain/public-image.ts';
import { bookingConsentForm, bookingConsentStatus, readConsent } from './consent-forms.ts';

/**
 * The optional ID photo of a consent (ADR 0088). It goes through the image pipeline (ADR 0014) as an
 * `idPhoto` image of the artist's partition, bound to one booking by its client, its variants under
 * `private/` (never public, ADR 0072). It is never embedded in the PDF nor Object-Locked: the PDF says
 * "ID photo provided: yes/no". Kept with the booking's data: the account's erasure deletes the item and
 * `private/{artistId}/` (ADR 0055). Only the booking's artist opens it, by five-minute presigned GETs.
 */

/**
 * A presigned POST for the client's ID photo of this booking, while its consent may be signed: the
 * booking is theirs (else 404), not cancelled, asked for, unsigned and before its deadline.
 */
export async function announceIdPhoto(
  email: string,
  bookingId: string,
  contentType: (typeof ACCEPTED_IMAGE_TYPES)[number],
): Promise<ImageUpload> {
  const booking = await readClientBooking(email, bookingId);
  await requireSignable(booking, new Date());
  return announceImageUpload({
    artistId: booking.artistId,
    kind: 'idPhoto',
    contentType,
    forBooking: { bookingId },
  });
}

async function requireSignable(booking: BookingItem, now: Date) {
  if (booking.status === 'canceled') throw new ApiError(409, 'booking_canceled');
  const [form, consent] = await Promise.all([
    bookingConsentForm(booking),
    readConsent(booking.artistId, booking.bookingId),
  ]);
  if (consent) throw new ApiError(409, 'consent_already_signed');
  const { status } = bookingConsentStatus(booking, form?.settings, undefined, now);
  if (status !== 'waiting') throw new ApiError(409, 'consent_closed');
}

/** Where the client's ID photo for this booking is (what the page polls); 404 for any other image. */
export async function idPhotoState(email: string, bookingId: string, imageId: string): Promise<ImageState> {
  const booking = await readClientBooking(email, bookingId);
  const state = await imageStateOf(booking.artistId, imageId, { kind: 'idPhoto', bookingId });
  if (!state) throw new ApiError(404, 'not_found');
  return state;
}

/**
 * The ID photo a signing names, checked: an `idPhoto` announced for this very booking (so by its
 * client: only they may announce one), processed and an image. Refused: another's or unknown
 * (400 `id_photo_unavailable`), refused by the processor (400 `id_photo_not_image`), still
 * processing (409 `id_photo_not_ready`); every one a field error on `idPhotoImageId`.
 */
export async function idPhotoToAttach(artistId: string, bookingId: string, imageId: string) {
  const { data: image } = await getDb().entities.image.get({ artistId, imageId }).go({ consistent: true });
  const refuse = (
    status: 400 | 409,
    code: 'id_photo_unavailable' | 'id_photo_not_image' | 'id_photo_not_ready',
  ) => new ApiError(status, code, [{ path: 'idPhotoImageId', key: `errors.${code}` }]);
  if (image?.kind !== 'idPhoto' || image.bookingId !== bookingId || image.uploadedBy !== 'client')
    throw refuse(400, 'id_photo_unavailable');
  if (image.status === 'rejected') throw refuse(400, 'id_photo_not_image');
  if (!readyImageFields(image)) throw refuse(409, 'id_photo_not_ready');
  return { artistId, imageId };
}

/**
 * The signed consent's ID photo for the booking's artist: read in their own partition (another
 * artist's booking, no consent or no photo: 404), two five-minute presigned GETs.
 */
export async function artistIdPhotoLink(artistId: string, bookingId: string): Promise<BookingPhotoLink> {
  const consent = await readConsent(artistId, bookingId);
  return bookingPhotoLinks(artistId, bookingId, consent?.idPhotoImageId, 'idPhoto');
}
