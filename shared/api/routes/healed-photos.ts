import * as endpoints from '#shared/api/endpoints/healed-photos.ts';
import { defineRoutes } from '#shared/api/route-types.ts';
import { bookingPhotoParts } from './booking-photo-parts.ts';

const parts = bookingPhotoParts({
  upload: 'functions/http/media/create-portal-healed-photo-upload.ts',
  poll: 'functions/http/media/get-portal-healed-photo.ts',
  link: 'functions/http/media/get-my-booking-healed-photo.ts',
});

/**
 * The photo of the healed tattoo (issue 31, item 3; ADR 0101): from the day the policy set, the
 * booking's client uploads it (sent with `sendPortalHealedPhoto`, portal.ts), its artist opens it.
 * Another's booking: 404.
 */
export const healedPhotoRoutes = defineRoutes(endpoints, {
  createPortalHealedPhotoUpload: parts.upload,
  getPortalHealedPhoto: parts.poll,
  getMyBookingHealedPhoto: parts.link,
});
