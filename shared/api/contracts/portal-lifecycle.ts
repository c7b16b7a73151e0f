import * as z from 'zod';
import { POLICY_LINE_KEYS } from '#shared/domain/billing/deposit-policy.ts';
import {
  BOOKING_TABS,
  bookedPlaceFields,
  locationView,
  paymentView,
  projectView,
  proposalView,
  reasonInput,
  slotView,
} from './lifecycle-views.ts';
import { idParam } from './params.ts';
import { progressView, sessionView } from './projects.ts';

export const portalRequestParams = z.object({ requestId: idParam });
export const portalBookingParams = z.object({ bookingId: idParam });

/** `POST /portal/offers/{offerId}/take {bookingId}`: the booking to move to the offered slot. */
export const portalOfferParams = z.object({ offerId: idParam });
export const takeOfferInput = z.object({ bookingId: idParam });
/** `POST /portal/bookings/{id}/cancel`: an optional word for the artist. */
export const portalBookingCancel = reasonInput;

/** The artist as the client's portal names them (a link to their public page `/{pseudo}`). */
export const portalArtist = z.object({
  pseudo: z.string(),
  displayName: z.string(),
  /** The profile picture's smallest variant, if any. */
  pictureUrl: z.string().optional(),
  /** The artist's home shop: where a slot outside any travel takes place. */
  residency: z.object({ shopName: z.string().optional(), city: z.string(), country: z.string() }).optional(),
  /**
   * The artist deleted their account (ADR 0055): the history stays, named 'Artist account deleted';
   * `pseudo` and `displayName` are then empty.
   */
  deleted: z.literal(true).optional(),
});
export type PortalArtist = z.infer<typeof portalArtist>;

/**
 * A request as its client sees it in `/portal/requests` (spec: ongoing and declined). Ongoing =
 * pending; declined = refused (with the artist's reason, if any). The location has no address.
 */
export const portalRequest = z.object({
  requestId: z.string(),
  status: z.enum(['pending', 'refused', 'canceled']),
  artist: portalArtist,
  project: projectView,
  slot: slotView,
  location: locationView.omit({ address: true }).optional(),
  refuseReason: z.string().optional(),
  /**
   * A pending request the artist moved: 'awaiting' the client's answer (accept the new time, or
   * cancel the request), 'accepted' once they took it.
   */
  moveAnswer: z.enum(['awaiting', 'accepted']).optional(),
  /** While pending: the times the artist proposed, to pick one of while 'open' (ADR 0087). */
  proposal: proposalView.optional(),
  /** The artist asked a question in the conversation and waits for the client's answer (ADR 0087). */
  awaitingClient: z.literal(true).optional(),
  createdAt: z.string(),
});
export type PortalRequest = z.infer<typeof portalRequest>;

/** `GET /portal/requests`: the client's requests across every artist, newest first. */
export const portalRequestList = z.object({ requests: z.array(portalRequest) });
export type PortalRequestList = z.infer<typeof portalRequestList>;

/**
 * A booking as its client sees it in `/portal/bookings` (spec: upcoming and past, add to calendar):
 * the full travel address (accepted), the price, deposit and payment state, and `sequence` for the
 * `.ics` (calendars replace an event with the same UID and a higher SEQUENCE).
 */
export const portalBooking = z.object({
  bookingId: z.string(),
  tab: z.enum(BOOKING_TABS),
  artist: portalArtist,
  project: projectView,
  /** A session of a project of several (ADR 0093), and where the project stands. */
  session: sessionView.extend({ progress: progressView }).optional(),
  ...bookedPlaceFields,
  payment: paymentView.omit({ paymentNote: true }).extend({
    /** The client can pay the deposit online now (ADR 0057): `POST …/deposit-checkout`. */
    payOnline: z.literal(true).optional(),
    /** With `payOnline`: the policy the booking keeps, in the sentences read before paying (`policyLines`, issue 31). */
    policy: z
      .array(z.object({ key: z.enum(POLICY_LINE_KEYS), count: z.number().int().optional() }))
      .optional(),
    /** The artist marked the client arrived late: the deposit is kept (issue 31, ADR 0097). */
    depositForfeited: z.literal(true).optional(),
    /** Cancelling now gives back this much of the deposit paid online (the policy, issue 14); 0: kept. */
    cancelRefundCents: z.number().int().optional(),
  }),
  sequence: z.number().int(),
  canceledAt: z.string().optional(),
  /** The client may cancel it from the portal now (upcoming), and move it so many more times. */
  canCancel: z.literal(true).optional(),
  /** How many more times the client may move it from the portal (the policy); 0: through the artist. */
  movesLeft: z.number().int().optional(),
  /** The client waits for an earlier slot (issue 14, item 5): `POST|DELETE …/waitlist`. */
  onWaitlist: z.literal(true).optional(),
  /** An earlier slot offered from the waitlist: `open` to take (`POST /portal/offers/{offerId}/take`), or `taken` by another client. */
  offer: z.object({ offerId: z.string(), slot: slotView, status: z.enum(['open', 'taken']) }).optional(),
  /**
   * The free touch-up of the artist's policy (issue 31, ADR 0094) once the session is over: `open` to
   * book until `until` (`POST …/touch-up`), or `booked`. Absent: none, or its window closed.
   */
  touchUp: z.object({ status: z.enum(['open', 'booked']), until: z.string() }).optional(),
  /**
   * The photo of the healed tattoo the policy asks for (ADR 0101), from its day on: sent with
   * `POST …/healed-photo/uploads` then `PUT …/healed-photo`; `imageId` once sent (another replaces it).
   */
  healedPhoto: z
    .object({ askedFrom: z.string(), imageId: z.string().optional(), sentAt: z.string().optional() })
    .optional(),
  /** This booking is the free touch-up of that booking (its id and its session's start). */
  touchUpOf: z.object({ bookingId: z.string(), start: z.string() }).optional(),
  /** The consent form the artist asks to sign (ADR 0088): `/portal/bookings/{bookingId}/consent`. */
  consent: z
    .object({ status: z.enum(['waiting', 'overdue', 'signed']), deadline: z.string().optional() })
    .optional(),
});
export type PortalBooking = z.infer<typeof portalBooking>;

/** `GET /portal/bookings`: upcoming soonest first, then past and canceled latest first. */
export const portalBookingList = z.object({ bookings: z.array(portalBooking) });
export type PortalBookingList = z.infer<typeof portalBookingList>;
