import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/designs.ts` (no zod, ADR 0075): design
 * approval (issue 30, item 2; ADR 0090). The artist's in the `bookings` group, the client's in
 * `portal-bookings` (both sign GETs of private images), the paid revision's checkout in `billing`.
 */
export const getMyDesignPolicy = {
  method: 'GET',
  path: '/me/design-policy',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const setMyDesignPolicy = {
  method: 'PUT',
  path: '/me/design-policy',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const getMyDesign = {
  method: 'GET',
  path: '/me/designs/{requestId}',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const shareMyDesign = {
  method: 'POST',
  path: '/me/designs/{requestId}',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const listPortalDesigns = {
  method: 'GET',
  path: '/portal/designs',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const approvePortalDesign = {
  method: 'POST',
  path: '/portal/designs/{requestId}/versions/{version}/approve',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const askPortalDesignChanges = {
  method: 'POST',
  path: '/portal/designs/{requestId}/versions/{version}/changes',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const createPortalRevisionCheckout = {
  method: 'POST',
  path: '/portal/designs/{requestId}/versions/{version}/revision-checkout',
  auth: 'client',
  group: 'billing',
} as const satisfies Endpoint;
