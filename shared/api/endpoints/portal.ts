import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/portal.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listPortalRequests = {
  method: 'GET',
  path: '/portal/requests',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const cancelPortalRequest = {
  method: 'POST',
  path: '/portal/requests/{requestId}/cancel',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const acceptPortalMove = {
  method: 'POST',
  path: '/portal/requests/{requestId}/accept-move',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
/** The client picks one of the times the artist proposed: the request becomes a booking (ADR 0087). */
export const pickPortalTime = {
  method: 'POST',
  path: '/portal/requests/{requestId}/pick-time',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const listPortalBookings = {
  method: 'GET',
  path: '/portal/bookings',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const cancelPortalBooking = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/cancel',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const movePortalBooking = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/move',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const bookPortalTouchUp = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/touch-up',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
/** The photo of the healed tattoo, once uploaded, sent to the booking (ADR 0101). */
export const sendPortalHealedPhoto = {
  method: 'PUT',
  path: '/portal/bookings/{bookingId}/healed-photo',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const joinPortalWaitlist = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/waitlist',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const leavePortalWaitlist = {
  method: 'DELETE',
  path: '/portal/bookings/{bookingId}/waitlist',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const takePortalOffer = {
  method: 'POST',
  path: '/portal/offers/{offerId}/take',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
