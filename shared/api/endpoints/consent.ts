import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * Consent forms (issue 30, item 1; ADR 0088), the SPA's half of `../routes/consent.ts` (ADR 0075). One
 * group, `consent`: the only function that carries pdf-lib and may write the consent bucket.
 */
export const getMyConsentForm = {
  method: 'GET',
  path: '/me/consent-form',
  auth: 'artist',
  group: 'consent',
} as const satisfies Endpoint;
export const saveMyConsentForm = {
  method: 'PUT',
  path: '/me/consent-form',
  auth: 'artist',
  group: 'consent',
} as const satisfies Endpoint;
export const getConsentFormDefault = {
  method: 'GET',
  path: '/me/consent-form/defaults/{jurisdiction}',
  auth: 'artist',
  group: 'consent',
} as const satisfies Endpoint;
export const getMyBookingConsent = {
  method: 'GET',
  path: '/me/bookings/{bookingId}/consent',
  auth: 'artist',
  group: 'consent',
} as const satisfies Endpoint;
export const getMyBookingConsentPdf = {
  method: 'GET',
  path: '/me/bookings/{bookingId}/consent/pdf',
  auth: 'artist',
  group: 'consent',
} as const satisfies Endpoint;
export const listMyConsentStatuses = {
  method: 'GET',
  path: '/me/consents',
  auth: 'artist',
  group: 'consent',
} as const satisfies Endpoint;
export const getPortalConsent = {
  method: 'GET',
  path: '/portal/bookings/{bookingId}/consent',
  auth: 'client',
  group: 'consent',
} as const satisfies Endpoint;
export const signPortalConsent = {
  method: 'POST',
  path: '/portal/bookings/{bookingId}/consent',
  auth: 'client',
  group: 'consent',
} as const satisfies Endpoint;
export const getPortalConsentPdf = {
  method: 'GET',
  path: '/portal/bookings/{bookingId}/consent/pdf',
  auth: 'client',
  group: 'consent',
} as const satisfies Endpoint;
