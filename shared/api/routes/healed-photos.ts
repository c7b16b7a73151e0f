import { consentIdPhotoLink } from '#shared/api/contracts/consent-id-photo.ts';
import {
  healedPhotoBookingParams,
  healedPhotoParams,
  healedPhotoUploadRequest,
} from '#shared/api/contracts/healed-photos.ts';
import { imageState, imageUpload } from '#shared/api/contracts/images.ts';
import * as endpoints from '#shared/api/endpoints/healed-photos.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * The photo of the healed tattoo (issue 31, item 3; ADR 0101): from the day the policy set, the
 * booking's client uploads it (sent with `sendPortalHealedPhoto`, portal.ts), its artist opens it.
 * Another's booking: 404.
 */
export const healedPhotoRoutes = defineRoutes(endpoints, {
  createPortalHealedPhotoUpload: {
    handler: 'functions/http/media/create-portal-healed-photo-upload.ts',
    contract: { params: healedPhotoBookingParams, body: healedPhotoUploadRequest, response: imageUpload },
    status: 201,
  },
  getPortalHealedPhoto: {
    handler: 'functions/http/media/get-portal-healed-photo.ts',
    contract: { params: healedPhotoParams, response: imageState },
  },
  /** Two five-minute presigned GETs, read in the artist's own partition: 404 for another's booking. */
  getMyBookingHealedPhoto: {
    handler: 'functions/http/media/get-my-booking-healed-photo.ts',
    contract: { params: healedPhotoBookingParams, response: consentIdPhotoLink },
  },
});
