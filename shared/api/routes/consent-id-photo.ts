import {
  consentIdPhotoLink,
  idPhotoBookingParams,
  idPhotoParams,
  idPhotoUploadRequest,
} from '#shared/api/contracts/consent-id-photo.ts';
import { imageState, imageUpload } from '#shared/api/contracts/images.ts';
import * as endpoints from '#shared/api/endpoints/consent-id-photo.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * A consent's optional ID photo (issue 30, item 1; ADR 0088): the client uploads it through the image
 * pipeline for one booking, the booking's artist opens it. Another's booking: 404.
 */
export const consentIdPhotoRoutes = defineRoutes(endpoints, {
  /** The ID photo: its upload is signed by the `media` group, which alone may write `uploads/`. */
  createPortalConsentIdPhotoUpload: {
    handler: 'functions/http/media/create-portal-consent-id-photo-upload.ts',
    contract: { params: idPhotoBookingParams, body: idPhotoUploadRequest, response: imageUpload },
    status: 201,
  },
  getPortalConsentIdPhoto: {
    handler: 'functions/http/media/get-portal-consent-id-photo.ts',
    contract: { params: idPhotoParams, response: imageState },
  },
  /** The artist's view of the signed consent's ID photo: 404 for another artist's booking, or none. */
  getMyBookingConsentIdPhoto: {
    handler: 'functions/http/media/get-my-booking-consent-id-photo.ts',
    contract: { params: idPhotoBookingParams, response: consentIdPhotoLink },
  },
});
