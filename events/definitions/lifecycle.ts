import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { depositPolicy } from '#shared/api/contracts/reservations.ts';
import { CLIENT_NOTICES } from '#shared/domain/booking/client-notices.ts';
import { PAYMENT_STATES } from '#shared/domain/lifecycle/payment-state.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { approvedDesignRef } from './design-parts.ts';
import { eventArtist, eventClient, projectSession, requestRef, slotSnapshot, travelPlace } from './parts.ts';

/**
 * The request lifecycle (issue 5). Each event is written through the outbox in the transaction of
 * the state change that causes it, and carries what its consumers need (emails in the recipient's
 * language with an `.ics`, statistics, the digest) so no consumer reads the table to act on it.
 */

/**
 * Where: during a travel, its shop and city (the street address once the request is accepted);
 * otherwise the artist's residency (shop and city), when they gave one.
 */
const location = travelPlace.extend({ address: z.string().optional() });

const artist = eventArtist.extend({
  /** The artist's notification setting 'cancellation emails' when the event happened. */
  notifyCancellations: z.boolean(),
});

const money = z.object({
  priceCents: z.number().int().min(0),
  depositCents: z.number().int().min(0).optional(),
  currency: z.enum(CURRENCIES),
});

const subject = { ...requestRef, client: eventClient, artist };

export const requestAccepted = defineEvent({
  detailType: 'request.accepted',
  version: 1,
  description:
    'An artist accepted a request with a final price (and a deposit if wanted): it became a booking (same id). The client gets a confirmation with an .ics.',
  payload: z.object({
    ...subject,
    bookingId: z.string().min(1),
    slot: slotSnapshot,
    location: location.optional(),
    ...money.shape,
    paymentState: z.enum(PAYMENT_STATES),
    /** The `.ics` SEQUENCE (0 when accepted). */
    sequence: z.number().int().min(0),
    /** The deposit can be paid online (the artist's Stripe account takes payments, ADR 0057). */
    depositOnline: z.literal(true).optional(),
    /** When the deposit must be paid by, under the artist's policy (issue 14). */
    depositDueAt: z.string().optional(),
    /** The artist's deposit policy, repeated in the confirmation (issue 14). */
    depositPolicy: depositPolicy.optional(),
    /** The artist asks for the consent form (ADR 0088): the client signs it in the portal by then. */
    consentDeadline: z.string().optional(),
    /**
     * A session of a project of several (ADR 0093): the first is the request accepted, a further
     * one a session the artist booked (no request of its own: counted once, by the first).
     */
    session: projectSession.optional(),
    /** A free touch-up the client booked from the portal (issue 31, ADR 0094): the booking it touches up. */
    touchUpOf: z.string().optional(),
  }),
});

export const requestRefused = defineEvent({
  detailType: 'request.refused',
  version: 1,
  description:
    'An artist declined a pending request: its slot is free again. The client gets a cancellation summary.',
  payload: z.object({
    ...subject,
    slot: slotSnapshot,
    location: location.optional(),
    reason: z.string().optional(),
    /** The artist deleted their account (ADR 0055): the email offers no link to their page. */
    accountClosed: z.literal(true).optional(),
  }),
});

export const requestCancelled = defineEvent({
  detailType: 'request.cancelled',
  version: 1,
  description:
    'A client cancelled their pending request from the portal: its slot is free again. The artist is told if they want cancellation emails, and always when the client declined a time the artist proposed.',
  payload: z.object({
    ...subject,
    slot: slotSnapshot,
    location: location.optional(),
    /** The artist had moved the request and the client declined the new time by cancelling. */
    declinedMove: z.boolean().optional(),
  }),
});

export const requestMoveAccepted = defineEvent({
  detailType: 'request.move-accepted',
  version: 1,
  description:
    'A client accepted the new time an artist moved their pending request to (it stays pending, for the artist to accept). The artist is told.',
  payload: z.object({ ...subject, slot: slotSnapshot, location: location.optional() }),
});

export const requestTimesProposed = defineEvent({
  detailType: 'request.times-proposed',
  version: 1,
  description:
    'An artist answered a pending custom request with 2 to 4 proposed times, each held until the proposal ends (ADR 0087). The client is emailed the times, each a button to pick it in the portal.',
  payload: z.object({
    ...subject,
    /** The proposed slots, in the order the artist chose them; during a travel, where (no address). */
    slots: z
      .array(slotSnapshot.extend({ location: travelPlace.optional() }))
      .min(2)
      .max(4),
    /** When the proposal ends: picking after it is refused and the holds have lapsed. */
    endsAt: z.string(),
    ...money.shape,
  }),
});

export const slotMoved = defineEvent({
  detailType: 'slot.moved',
  version: 1,
  description:
    'An artist moved a pending request or a booking to another slot, atomically. The client is told; a booking’s email carries a new .ics.',
  payload: z.object({
    ...subject,
    kind: z.enum(['request', 'booking']),
    /** Who moved it: the artist (absent, as before), or the client from the portal (issue 14). */
    by: z.enum(['artist', 'client']).optional(),
    /** A booking's id (the request's) when `kind` is 'booking'. */
    bookingId: z.string().min(1).optional(),
    from: slotSnapshot,
    to: slotSnapshot,
    location: location.optional(),
    /** For a booking: the new `.ics` SEQUENCE. */
    sequence: z.number().int().min(0).optional(),
    /** For a booking: its price and deposit, which its new `.ics` still states. */
    ...money.partial().shape,
  }),
});

export const bookingCancelled = defineEvent({
  detailType: 'booking.cancelled',
  version: 1,
  description:
    'A booking was cancelled (by the artist, or by the client): its slot is free again. The other side is told; a cancelled .ics removes it from calendars.',
  payload: z.object({
    ...subject,
    bookingId: z.string().min(1),
    by: z.enum(['artist', 'client']),
    reason: z.string().optional(),
    /** The artist deleted their account (ADR 0055): the email offers no link to their page. */
    accountClosed: z.literal(true).optional(),
    /** Cancelled by the deposit deadline of the artist's policy (issue 14): both sides are told. */
    depositExpired: z.literal(true).optional(),
    slot: slotSnapshot,
    location: location.optional(),
    ...money.shape,
    paymentState: z.enum(PAYMENT_STATES),
    sequence: z.number().int().min(0),
  }),
});

export const paymentUpdated = defineEvent({
  detailType: 'payment.updated',
  version: 1,
  description:
    'A booking’s payment state or note changed (WAITING-FOR-DEPOSIT, DEPOSIT-PAID, TOTAL-PAID): by the artist, or by the client paying the deposit online (`paidOnline`).',
  payload: z.object({
    ...subject,
    bookingId: z.string().min(1),
    previousState: z.enum(PAYMENT_STATES),
    paymentState: z.enum(PAYMENT_STATES),
    note: z.string().optional(),
    slot: slotSnapshot,
    ...money.shape,
    /**
     * The client paid the deposit online (ADR 0057): its receipt is `deposit.receipt-issued`'s email,
     * so this event sends no "deposit received" email (ADR 0086).
     */
    paidOnline: z.literal(true).optional(),
  }),
});

export const bookingLateArrival = defineEvent({
  detailType: 'booking.late-arrival-marked',
  version: 1,
  description:
    'The artist marked a started booking’s client arrived later than the grace of the policy they accepted (issue 31, ADR 0097): the deposit is forfeited. The client is told in their language.',
  payload: z.object({
    ...subject,
    bookingId: z.string().min(1),
    slot: slotSnapshot,
    ...money.shape,
    /** The grace of the booking's copy of the policy, in minutes. */
    lateArrivalMinutes: z.number().int().min(1),
  }),
});

export const bookingHealedPhotoReceived = defineEvent({
  detailType: 'booking.healed-photo-received',
  version: 1,
  description:
    'A client sent from the portal the photo of their healed tattoo that the policy they accepted asks for (issue 31, ADR 0101), or another in its place: the booking names it (a private image the artist alone opens). Recorded once per photo, in the transaction that binds it.',
  payload: z.object({
    ...subject,
    bookingId: z.string().min(1),
    slot: slotSnapshot,
    /** The private `healedPhoto` image now on the booking. */
    imageId: z.string().min(1),
    /** It replaced one sent before. */
    replaced: z.boolean(),
  }),
});

export const depositExpiryNoticed = defineEvent({
  detailType: 'deposit.expiry-noticed',
  version: 1,
  description:
    'A deposit the client’s own cancellation left with the artist, not rebooked since, comes to the end of the lifetime the policy they accepted gives it (issue 31, ADR 0097): `soon` 14 days before, `expired` once it has (the booking shows it expired). The daily job records each once; the client is told in their language.',
  payload: z.object({
    ...subject,
    bookingId: z.string().min(1),
    slot: slotSnapshot,
    ...money.shape,
    stage: z.enum(['soon', 'expired']),
    expiresAt: z.string(),
  }),
});

export const bookingNoticeDispatched = defineEvent({
  detailType: 'booking.notice-dispatched',
  version: 1,
  description:
    'A reminder (two days and one day before), an aftercare email (1 to 30 days after) or the free touch-up window closing (issue 31) of a confirmed booking fell due (issue 14): the client gets it in their language, in the artist’s wording. Published once per notice by the notices job.',
  payload: z.object({
    ...requestRef,
    client: eventClient,
    artist: eventArtist,
    bookingId: z.string().min(1),
    notice: z.enum(CLIENT_NOTICES),
    slot: slotSnapshot,
    location: location.optional(),
    ...money.shape,
    paymentState: z.enum(PAYMENT_STATES),
    /** What is left to pay at the appointment, in `currency`. */
    balanceCents: z.number().int().min(0),
    /** Moves the client may still make from the portal, under the policy they accepted. */
    movesLeft: z.number().int().min(0),
    /** `touchUpClosing` (issue 31): when the free touch-up's window closes; the email says until when. */
    touchUpUntil: z.string().optional(),
    /** Until when a cancellation by the client still gets the paid deposit back (a time ahead). */
    refundUntil: z.string().optional(),
    /** The deposit is paid and a cancellation now would not get it back (the policy's notice passed). */
    depositKept: z.literal(true).optional(),
    /** The consent form is still to sign (ADR 0088), by then: the reminder asks for it. */
    consentDeadline: z.string().optional(),
    /** A reminder: the design the client approved for it (ADR 0090), shown in a block of its own. */
    approvedDesign: approvedDesignRef.optional(),
  }),
});
