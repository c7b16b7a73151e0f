import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/booking-requests.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getArtistSlots = {
  method: 'GET',
  path: '/artists/{pseudo}/slots',
  auth: 'public',
  group: 'slots',
} as const satisfies Endpoint;
export const createBookingRequest = {
  method: 'POST',
  path: '/artists/{pseudo}/requests',
  auth: 'public',
  group: 'requests',
} as const satisfies Endpoint;
export const confirmBookingRequest = {
  method: 'POST',
  path: '/artists/{pseudo}/requests/{requestId}/confirmation',
  auth: 'public',
  group: 'requests',
} as const satisfies Endpoint;
export const resendRequestConfirmation = {
  method: 'POST',
  path: '/artists/{pseudo}/requests/{requestId}/confirmation-email',
  auth: 'public',
  group: 'requests',
} as const satisfies Endpoint;
export const recordPageView = {
  method: 'POST',
  path: '/artists/{pseudo}/views',
  auth: 'public',
  group: 'requests',
} as const satisfies Endpoint;
export const createReferenceImageUpload = {
  method: 'POST',
  path: '/artists/{pseudo}/reference-images',
  auth: 'public',
  group: 'media',
} as const satisfies Endpoint;
export const getReferenceImage = {
  method: 'GET',
  path: '/artists/{pseudo}/reference-images/{imageId}',
  auth: 'public',
  group: 'media',
} as const satisfies Endpoint;
