import * as z from 'zod';
import { uploadedFileFields } from './images.ts';
import { idParam } from './params.ts';

/**
 * A client's private photo of one of their bookings: a consent's optional ID photo (ADR 0088), the
 * healed tattoo (ADR 0101). Apart from the consent's and the portal's contracts so that the `media`
 * group, which signs their uploads and reads, carries none of theirs.
 */
export const bookingPhotoParams = z.object({ bookingId: idParam });

/** `POST /portal/bookings/{bookingId}/…`: the photo the client is about to upload. */
export const bookingPhotoUploadRequest = z.object(uploadedFileFields);
/** `GET /portal/bookings/{bookingId}/…/{imageId}`: the upload the client polls. */
export const bookingPhotoImageParams = bookingPhotoParams.extend({ imageId: idParam });

/**
 * `GET /me/bookings/{bookingId}/…`: the photo for the booking's artist, two five-minute presigned
 * GETs (a small variant for the thumbnail, the largest to open).
 */
export const bookingPhotoLink = z.object({
  thumbnailUrl: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BookingPhotoLink = z.infer<typeof bookingPhotoLink>;

/** `PUT /portal/bookings/{bookingId}/healed-photo` (ADR 0101): the processed upload the booking now shows. */
export const healedPhotoSend = z.object({ imageId: idParam });
