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
} from '../contracts/portal-lifecycle.ts';
import { moveInput } from '../contracts/requests.ts';
import { defineRoute } from '../route-types.ts';

/**
 * The client portal's requests and bookings (auth 'client': a portal session token). Everything is
 * scoped by the token's email: a client sees their own requests and bookings across every artist,
 * and nobody else's (another client's request answers 404).
 */
export const portalRoutes = {
  listPortalRequests: defineRoute({
    method: 'GET',
    path: '/portal/requests',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/list-portal-requests.ts',
    contract: { response: portalRequestList },
  }),
  cancelPortalRequest: defineRoute({
    method: 'POST',
    path: '/portal/requests/{requestId}/cancel',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/cancel-portal-request.ts',
    contract: { params: portalRequestParams, response: portalRequest },
  }),
  acceptPortalMove: defineRoute({
    method: 'POST',
    path: '/portal/requests/{requestId}/accept-move',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/accept-portal-move.ts',
    contract: { params: portalRequestParams, response: portalRequest },
  }),
  listPortalBookings: defineRoute({
    method: 'GET',
    path: '/portal/bookings',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/list-portal-bookings.ts',
    contract: { response: portalBookingList },
  }),
  /** The client cancels a booking within the artist's deposit policy (issue 14, item 3). */
  cancelPortalBooking: defineRoute({
    method: 'POST',
    path: '/portal/bookings/{bookingId}/cancel',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/cancel-portal-booking.ts',
    contract: { body: portalBookingCancel, params: portalBookingParams, response: portalBooking },
  }),
  /** The client moves a booking to another of the artist's slots, as often as the policy allows. */
  movePortalBooking: defineRoute({
    method: 'POST',
    path: '/portal/bookings/{bookingId}/move',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/move-portal-booking.ts',
    contract: { body: moveInput, params: portalBookingParams, response: portalBooking },
  }),
  /** The client asks to be told of an earlier slot with this booking's artist (issue 14, item 5). */
  joinPortalWaitlist: defineRoute({
    method: 'POST',
    path: '/portal/bookings/{bookingId}/waitlist',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/join-portal-waitlist.ts',
    contract: { params: portalBookingParams, response: portalBooking },
  }),
  leavePortalWaitlist: defineRoute({
    method: 'DELETE',
    path: '/portal/bookings/{bookingId}/waitlist',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/leave-portal-waitlist.ts',
    contract: { params: portalBookingParams, response: portalBooking },
  }),
  /** The first waiting client to confirm takes the freed slot: their booking moves there. */
  takePortalOffer: defineRoute({
    method: 'POST',
    path: '/portal/offers/{offerId}/take',
    auth: 'client',
    group: 'portal-bookings',
    handler: 'functions/http/portal-bookings/take-portal-offer.ts',
    contract: { body: takeOfferInput, params: portalOfferParams, response: portalBooking },
  }),
} as const;
