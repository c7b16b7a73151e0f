import * as z from 'zod';
import { uploadedFileFields } from './images.ts';
import { idParam } from './params.ts';

/**
 * A consent's optional ID photo (ADR 0088), apart from the consent's contracts so that the `media`
 * group, which signs its upload and its reads, carries none of the form's.
 */
export const idPhotoBookingParams = z.object({ bookingId: idParam });

/** `POST /portal/bookings/{bookingId}/consent/id-photo`: the ID photo the client is about to upload. */
export const idPhotoUploadRequest = z.object(uploadedFileFields);
/** `GET /portal/bookings/{bookingId}/consent/id-photo/{imageId}`: the upload the client polls. */
export const idPhotoParams = idPhotoBookingParams.extend({ imageId: idParam });

/**
 * `GET /me/bookings/{bookingId}/consent/id-photo`: the signed consent's ID photo for its artist, two
 * five-minute presigned GETs (a small variant for the thumbnail, the largest to open).
 */
export const consentIdPhotoLink = z.object({
  thumbnailUrl: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ConsentIdPhotoLink = z.infer<typeof consentIdPhotoLink>;
