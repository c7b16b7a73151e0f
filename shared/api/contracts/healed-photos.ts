import * as z from 'zod';
import { uploadedFileFields } from './images.ts';
import { idParam } from './params.ts';

/**
 * The photo of the healed tattoo (issue 31, item 3; ADR 0101): the client announces it through the
 * image pipeline for one booking, sends it once processed (another replaces it), the booking's
 * artist opens it. Apart from the portal's contracts so that the `media` group carries none of them.
 */
export const healedPhotoBookingParams = z.object({ bookingId: idParam });

/** `POST /portal/bookings/{bookingId}/healed-photo/uploads`: the photo the client is about to upload. */
export const healedPhotoUploadRequest = z.object(uploadedFileFields);
/** `GET /portal/bookings/{bookingId}/healed-photo/{imageId}`: the upload the client polls. */
export const healedPhotoParams = healedPhotoBookingParams.extend({ imageId: idParam });

/** `PUT /portal/bookings/{bookingId}/healed-photo`: the processed upload the booking now shows. */
export const healedPhotoSend = z.object({
  imageId: idParam,
});
