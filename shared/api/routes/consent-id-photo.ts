import * as endpoints from '#shared/api/endpoints/consent-id-photo.ts';
import { defineRoutes } from '#shared/api/route-types.ts';
import { bookingPhotoParts } from './booking-photo-parts.ts';

const parts = bookingPhotoParts({
  upload: 'functions/http/media/create-portal-consent-id-photo-upload.ts',
  poll: 'functions/http/media/get-portal-consent-id-photo.ts',
  link: 'functions/http/media/get-my-booking-consent-id-photo.ts',
});

/**
 * A consent's optional ID photo (issue 30, item 1; ADR 0088): the client uploads it through the image
 * pipeline for one booking, the booking's artist opens it (404 for another's booking, or none).
 */
export const consentIdPhotoRoutes = defineRoutes(endpoints, {
  createPortalConsentIdPhotoUpload: parts.upload,
  getPortalConsentIdPhoto: parts.poll,
  getMyBookingConsentIdPhoto: parts.link,
});
