import {
  bookingPhotoImageParams,
  bookingPhotoLink,
  bookingPhotoParams,
  bookingPhotoUploadRequest,
} from '#shared/api/contracts/booking-photos.ts';
import { imageState, imageUpload } from '#shared/api/contracts/images.ts';

/**
 * The server parts of a client's private photo of one booking (the consent's ID photo, ADR 0088; the
 * healed tattoo, ADR 0101): its upload, signed by the `media` group, which alone may write
 * `uploads/` (ADR 0014); the poll of its processing; the artist's two presigned GETs.
 */
export function bookingPhotoParts(handlers: { upload: string; poll: string; link: string }) {
  return {
    upload: {
      handler: handlers.upload,
      contract: { params: bookingPhotoParams, body: bookingPhotoUploadRequest, response: imageUpload },
      status: 201,
    },
    poll: { handler: handlers.poll, contract: { params: bookingPhotoImageParams, response: imageState } },
    link: { handler: handlers.link, contract: { params: bookingPhotoParams, response: bookingPhotoLink } },
  };
}
