import {
  bookingConsent,
  consentBookingParams,
  consentFormDefault,
  consentPdfLink,
  consentStatuses,
  consentStatusQuery,
  jurisdictionParams,
  myConsentForm,
  portalConsent,
  saveConsentFormInput,
  signConsentInput,
} from '#shared/api/contracts/consent.ts';
import * as endpoints from '#shared/api/endpoints/consent.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * Consent forms (issue 30, item 1; ADR 0088, 0089). The artist's routes read and write only their own
 * form and bookings; the client's are scoped by the portal token's email (another's booking: 404).
 */
export const consentRoutes = defineRoutes(endpoints, {
  getMyConsentForm: {
    handler: 'functions/http/consent/get-my-consent-form.ts',
    contract: { response: myConsentForm },
  },
  /** A new version of the form; a booking keeps the version current when it was accepted. */
  saveMyConsentForm: {
    handler: 'functions/http/consent/save-my-consent-form.ts',
    contract: { body: saveConsentFormInput, response: myConsentForm },
  },
  getConsentFormDefault: {
    handler: 'functions/http/consent/get-consent-form-default.ts',
    contract: { params: jurisdictionParams, response: consentFormDefault },
  },
  getMyBookingConsent: {
    handler: 'functions/http/consent/get-my-booking-consent.ts',
    contract: { params: consentBookingParams, response: bookingConsent },
  },
  getMyBookingConsentPdf: {
    handler: 'functions/http/consent/get-my-booking-consent-pdf.ts',
    contract: { params: consentBookingParams, response: consentPdfLink },
  },
  listMyConsentStatuses: {
    handler: 'functions/http/consent/list-my-consent-statuses.ts',
    contract: { query: consentStatusQuery, response: consentStatuses },
  },
  getPortalConsent: {
    handler: 'functions/http/consent/get-portal-consent.ts',
    contract: { params: consentBookingParams, response: portalConsent },
  },
  /** Signed once: a second submit answers 409 `consent_already_signed` and changes nothing. */
  signPortalConsent: {
    handler: 'functions/http/consent/sign-portal-consent.ts',
    contract: { body: signConsentInput, params: consentBookingParams, response: portalConsent },
    status: 201,
  },
  getPortalConsentPdf: {
    handler: 'functions/http/consent/get-portal-consent-pdf.ts',
    contract: { params: consentBookingParams, response: consentPdfLink },
  },
});
