import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { PAYMENT_STATES } from '#shared/domain/lifecycle/payment-state.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { DEPOSIT_RULES } from '#shared/domain/projects/project-sessions.ts';
import { depositPolicyAttribute } from './deposit-policy-attribute.ts';
import { historyAttribute } from './lifecycle-history.ts';
import { requestSnapshotAttributes } from './request-snapshot.ts';

/**
 * A booking: what an accepted request becomes. Its id is the request's (`bookingId === requestId`),
 * created only if absent in the accept transaction, so a retried accept never makes a second one.
 * It keeps the request's snapshot (project, slot, client) plus the final price, the optional deposit
 * and the payment state (docs/decisions/0025-payment-state.md). Its slot stays held by the request's
 * slices (entity slotHold, `requestId === bookingId`) until it is cancelled. Upcoming or past is read
 * from the slot's end; `status` only says whether it was cancelled. Keyed by artist for the calendar,
 * and by the client's email (`gsi2`) for the portal.
 */
export const BookingEntity = new Entity({
  model: { entity: 'booking', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    status: { type: ['confirmed', 'canceled'] as const, required: true, default: 'confirmed' },
    ...requestSnapshotAttributes,
    /** Final price and deposit in whole cents, in `currency` (the artist's when accepted). */
    priceCents: { type: 'number', required: true },
    depositCents: { type: 'number' },
    currency: { type: CURRENCIES, required: true },
    paymentState: { type: PAYMENT_STATES, required: true },
    paymentNote: { type: 'string' },
    /** When the deposit must be paid by, under the artist's policy (unpaid then: cancelled). */
    depositDueAt: { type: 'string' },
    /** The artist's deposit policy when it was accepted: the one the client agreed to. */
    depositPolicy: depositPolicyAttribute,
    /**
     * A session of a project of several (ADR 0093): the project's id (its first session's booking
     * id), this session's number, how many are planned, how the deposit applies and this session's
     * share of it. The first session carries the project's deposit (`depositCents`, paid once).
     */
    session: {
      type: 'map',
      properties: {
        projectId: { type: 'string', required: true },
        number: { type: 'number', required: true },
        planned: { type: 'number', required: true },
        depositRule: { type: DEPOSIT_RULES, required: true },
        depositCreditCents: { type: 'number', required: true },
        projectDepositCents: { type: 'number', required: true },
        /** On the first session: when the artist closed the project (no more sessions to book). */
        closedAt: { type: 'string' },
      },
    },
    /** Since when the client waits for an earlier slot (issue 14, item 5); absent: not waiting. */
    waitlistSince: { type: 'string' },
    /** How many times the client moved it from the portal (the policy caps it). */
    clientMoves: { type: 'number' },
    /** A free touch-up (issue 31, ADR 0094): the booking it touches up, booked by the client from the portal. */
    touchUpOf: {
      type: 'map',
      properties: {
        bookingId: { type: 'string', required: true },
        slotStart: { type: 'string', required: true },
      },
    },
    /** The touch-up booked for this booking, once (the portal's booking writes it only if absent). */
    touchUpBookingId: { type: 'string' },
    /** When the artist marked the client arrived late: the deposit is forfeited (issue 31, ADR 0097). */
    lateArrivalAt: { type: 'string' },
    /**
     * The photo of the healed tattoo the client sent from the portal (ADR 0101): a private
     * `healedPhoto` image of the artist's partition, and when it came (another replaces it).
     */
    healedPhotoImageId: { type: 'string' },
    healedPhotoAt: { type: 'string' },
    /** A deposit the client's cancellation kept (issue 31, ADR 0097): told it expires soon, then expired. */
    depositExpiryWarnedAt: { type: 'string' },
    depositExpiredAt: { type: 'string' },
    /** A deposit paid online on the artist's Stripe account (ADR 0057), and its refund if any. */
    depositPayment: {
      type: 'map',
      properties: {
        accountId: { type: 'string', required: true },
        paymentIntentId: { type: 'string', required: true },
        amountCents: { type: 'number', required: true },
        paidAt: { type: 'string', required: true },
        refundId: { type: 'string' },
        refundedAt: { type: 'string' },
        refundedCents: { type: 'number' },
      },
    },
    /** Raised by each move: the `.ics` SEQUENCE, so calendars replace the old event. */
    sequence: { type: 'number', required: true, default: 0 },
    canceledAt: { type: 'string' },
    canceledBy: { type: ['artist', 'client'] as const },
    cancelReason: { type: 'string' },
    history: historyAttribute,
    acceptedAt: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['bookingId'] },
    },
    byClient: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['clientEmail'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'bookingId'] },
    },
    /** The artist's bookings by slot start (UTC): the calendar reads only its window (ADR 0037). */
    byStart: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['artistId'] },
      sk: { field: 'gsi1sk', composite: ['slotStart'] },
    },
  },
});

/** One booking item as ElectroDB reads and writes it. */
export type BookingItem = EntityItem<typeof BookingEntity>;
