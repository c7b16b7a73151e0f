import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The optional ID photo (ADR 0088): announced and polled by the client through the image pipeline, shown
 * to the booking's artist only. In the `media` group, the only one that signs uploads (ADR 0014).
 */
export const createPortalConsentIdPhotoUpload = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/consent/id-photo',
  auth: 'client',
  group: 'media',
} as const satisfies Endpoint;
export const getPortalConsentIdPhoto = {
  method: 'GET',
  path: '/portal/bookings/{bookingId}/consent/id-photo/{imageId}',
  auth: 'client',
  group: 'media',
} as const satisfies Endpoint;
export const getMyBookingConsentIdPhoto = {
  method: 'GET',
  path: '/me/bookings/{bookingId}/consent/id-photo',
  auth: 'artist',
  group: 'media',
} as const satisfies Endpoint;
