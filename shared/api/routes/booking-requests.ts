import { SLOTS_CACHE } from '#shared/api/cache-control.ts';
import {
  artistPseudoParams,
  bookingRequestCreated,
  bookingRequestInput,
  pageViewInput,
  pageViewRecorded,
  referenceImageParams,
  referenceImageUploadRequest,
  requestConfirmationInput,
  requestConfirmationParams,
  requestConfirmationResent,
  slotList,
  slotsQuery,
} from '#shared/api/contracts/booking-requests.ts';
import { imageState, imageUpload } from '#shared/api/contracts/images.ts';
import * as endpoints from '#shared/api/endpoints/booking-requests.ts';
import { PROOF_OF_WORK, RATE_LIMITS } from '#shared/api/rate-limits.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * The public booking form: the artist's bookable slots, reference image uploads, and the request
 * itself. No account: `auth: 'public'`. Slots have their own read-only function (`slots`), requests
 * theirs (`requests`); reference uploads are signed by the `media` group, like the artist's images.
 */
export const bookingRequestRoutes = defineRoutes(endpoints, {
  getArtistSlots: {
    handler: 'functions/http/slots/get-artist-slots.ts',
    contract: { params: artistPseudoParams, query: slotsQuery, response: slotList },
    cacheControl: SLOTS_CACHE,
  },
  createBookingRequest: {
    handler: 'functions/http/requests/create-booking-request.ts',
    contract: { params: artistPseudoParams, body: bookingRequestInput, response: bookingRequestCreated },
    status: 201,
    rateLimits: RATE_LIMITS.bookingRequest,
    proofOfWork: PROOF_OF_WORK.bookingRequest,
  },
  /**
   * The client confirms their email: the emailed code, or the link's secret (ADR 0067). The request
   * then reaches the artist; confirming again answers the same.
   */
  confirmBookingRequest: {
    handler: 'functions/http/requests/confirm-booking-request.ts',
    contract: {
      params: requestConfirmationParams,
      body: requestConfirmationInput,
      response: bookingRequestCreated,
    },
    rateLimits: RATE_LIMITS.requestConfirmation,
  },
  /** "Send again": a new code and link for an unconfirmed request (the old ones stop working). */
  resendRequestConfirmation: {
    handler: 'functions/http/requests/resend-request-confirmation.ts',
    contract: { params: requestConfirmationParams, response: requestConfirmationResent },
    status: 202,
    rateLimits: RATE_LIMITS.requestConfirmationEmail,
  },
  /** The analytics beacon (ADR 0048): one `page.viewed` through the outbox, nothing else. */
  recordPageView: {
    handler: 'functions/http/requests/record-page-view.ts',
    contract: { params: artistPseudoParams, body: pageViewInput, response: pageViewRecorded },
    status: 202,
    rateLimits: RATE_LIMITS.pageView,
  },
  createReferenceImageUpload: {
    handler: 'functions/http/media/create-reference-image-upload.ts',
    contract: { params: artistPseudoParams, body: referenceImageUploadRequest, response: imageUpload },
    status: 201,
    rateLimits: RATE_LIMITS.referenceImageUpload,
  },
  getReferenceImage: {
    handler: 'functions/http/media/get-reference-image.ts',
    contract: { params: referenceImageParams, response: imageState },
  },
});
