import { healedPhotoSend } from '#shared/api/contracts/booking-photos.ts';
import { moveInput } from '#shared/api/contracts/move.ts';
import {
  portalBooking,
  portalBookingCancel,
  portalBookingList,
  portalBookingParams,
  portalOfferParams,
  portalRequest,
  portalRequestList,
  portalRequestParams,
  takeOfferInput,
} from '#shared/api/contracts/portal-lifecycle.ts';
import * as endpoints from '#shared/api/endpoints/portal.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * The client portal's requests and bookings (auth 'client': a portal session token). Everything is
 * scoped by the token's email: a client sees their own requests and bookings across every artist,
 * and nobody else's (another client's request answers 404).
 */
export const portalRoutes = defineRoutes(endpoints, {
  listPortalRequests: {
    handler: 'functions/http/portal-bookings/list-portal-requests.ts',
    contract: { response: portalRequestList },
  },
  cancelPortalRequest: {
    handler: 'functions/http/portal-bookings/cancel-portal-request.ts',
    contract: { params: portalRequestParams, response: portalRequest },
  },
  acceptPortalMove: {
    handler: 'functions/http/portal-bookings/accept-portal-move.ts',
    contract: { params: portalRequestParams, response: portalRequest },
  },
  /** One of the proposed times: the booking it became (a second tab's other pick: 409, ADR 0087). */
  pickPortalTime: {
    handler: 'functions/http/portal-bookings/pick-portal-time.ts',
    contract: { body: moveInput, params: portalRequestParams, response: portalBooking },
  },
  listPortalBookings: {
    handler: 'functions/http/portal-bookings/list-portal-bookings.ts',
    contract: { response: portalBookingList },
  },
  /** The client cancels a booking within the artist's deposit policy (issue 14, item 3). */
  cancelPortalBooking: {
    handler: 'functions/http/portal-bookings/cancel-portal-booking.ts',
    contract: { body: portalBookingCancel, params: portalBookingParams, response: portalBooking },
  },
  /** The client moves a booking to another of the artist's slots, as often as the policy allows. */
  movePortalBooking: {
    handler: 'functions/http/portal-bookings/move-portal-booking.ts',
    contract: { body: moveInput, params: portalBookingParams, response: portalBooking },
  },
  /** The client books the free touch-up of a past booking inside its window (issue 31, ADR 0094). */
  bookPortalTouchUp: {
    handler: 'functions/http/portal-bookings/book-portal-touch-up.ts',
    contract: { body: moveInput, params: portalBookingParams, response: portalBooking },
  },
  /**
   * The client sends the photo of their healed tattoo (ADR 0101), uploaded first through
   * `createPortalHealedPhotoUpload`: another replaces it. The booking as the portal shows it.
   */
  sendPortalHealedPhoto: {
    handler: 'functions/http/portal-bookings/send-portal-healed-photo.ts',
    contract: { body: healedPhotoSend, params: portalBookingParams, response: portalBooking },
  },
  /** The client asks to be told of an earlier slot with this booking's artist (issue 14, item 5). */
  joinPortalWaitlist: {
    handler: 'functions/http/portal-bookings/join-portal-waitlist.ts',
    contract: { params: portalBookingParams, response: portalBooking },
  },
  leavePortalWaitlist: {
    handler: 'functions/http/portal-bookings/leave-portal-waitlist.ts',
    contract: { params: portalBookingParams, response: portalBooking },
  },
  /** The first waiting client to confirm takes the freed slot: their booking moves there. */
  takePortalOffer: {
    handler: 'functions/http/portal-bookings/take-portal-offer.ts',
    contract: { body: takeOfferInput, params: portalOfferParams, response: portalBooking },
  },
});
