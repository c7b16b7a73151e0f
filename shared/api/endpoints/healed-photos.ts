import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The photo of the healed tattoo (ADR 0101): announced and polled by the client through the image
 * pipeline in the `media` group (the only one that signs uploads, ADR 0014), opened by the booking's
 * artist. Sending it to the booking is a portal booking write (`sendPortalHealedPhoto`, portal.ts).
 */
export const createPortalHealedPhotoUpload = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/healed-photo/uploads',
  auth: 'client',
  group: 'media',
} as const satisfies Endpoint;
export const getPortalHealedPhoto = {
  method: 'GET',
  path: '/portal/bookings/{bookingId}/healed-photo/{imageId}',
  auth: 'client',
  group: 'media',
} as const satisfies Endpoint;
export const getMyBookingHealedPhoto = {
  method: 'GET',
  path: '/me/bookings/{bookingId}/healed-photo',
  auth: 'artist',
  group: 'media',
} as const satisfies Endpoint;
