import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * "Email me when it opens" (ADR 0100), the SPA's and the tools' half of `../routes/opening-alerts.ts`
 * (no zod, ADR 0075): a visitor leaves an address on the public page; the address's owner, signed in
 * to the portal by the confirmation email's link, confirms or stops it.
 */
export const watchOpening = {
  method: 'POST',
  path: '/artists/{pseudo}/opening/watchers',
  auth: 'public',
  group: 'slots',
} as const satisfies Endpoint;
export const getOpeningAlert = {
  method: 'GET',
  path: '/portal/opening-alerts/{artistId}/{openingId}',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const confirmOpeningAlert = {
  method: 'POST',
  path: '/portal/opening-alerts/{artistId}/{openingId}/confirm',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
export const stopOpeningAlert = {
  method: 'DELETE',
  path: '/portal/opening-alerts/{artistId}/{openingId}',
  auth: 'client',
  group: 'portal-bookings',
} as const satisfies Endpoint;
