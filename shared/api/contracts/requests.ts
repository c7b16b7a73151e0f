import * as z from 'zod';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { PROPOSAL_OPEN_HOURS, proposalIdsProblem } from '#shared/domain/lifecycle/proposal.ts';
import { MAX_MESSAGE_CHARS } from '#shared/domain/messages/message-rules.ts';
import { slotIdField } from '#shared/validation/slot-id-field.ts';
import { bookingView } from './bookings.ts';
import { cents } from './cents.ts';
import {
  clientView,
  historyEntry,
  locationView,
  projectView,
  proposalView,
  reasonInput,
  slotView,
} from './lifecycle-views.ts';
import { idParam, localDateParam } from './params.ts';
import { projectPlanInput } from './projects.ts';

export const requestParams = z.object({ requestId: idParam });

const centsQuery = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(0, { error: 'validation.invalidValue' });

/**
 * `GET /me/requests`: the artist's requests (spec: pending or refused; stack or list view).
 * Filters: `from`/`to` (the slot's local day, inclusive), `location` ('residency' or a travel id),
 * `priceMin`/`priceMax` (cents; a request has a price when it is for a flash: the flash's price —
 * requests without one are left out while a price filter is set), `type` (project type). `order`:
 * 'oldest' (default: the stack's order, first come first served) or 'newest', by when it was sent.
 */
export const requestListQuery = z.object({
  status: z.enum(['pending', 'refused'], { error: 'validation.invalidValue' }).default('pending'),
  from: localDateParam.optional(),
  to: localDateParam.optional(),
  location: z.string({ error: 'validation.invalidValue' }).min(1).max(64).optional(),
  priceMin: centsQuery.optional(),
  priceMax: centsQuery.optional(),
  type: z.enum(PROJECT_TYPES, { error: 'validation.invalidValue' }).optional(),
  order: z.enum(['oldest', 'newest'], { error: 'validation.invalidValue' }).default('oldest'),
});

/** A request as its artist sees it: the project, the client's details, the slot and the history. */
export const requestView = z.object({
  requestId: z.string(),
  status: z.enum(['pending', 'accepted', 'refused', 'canceled']),
  project: projectView,
  client: clientView,
  slot: slotView,
  location: locationView.optional(),
  refuseReason: z.string().optional(),
  /** Set once accepted: the booking it became (`/app/bookings/{bookingId}`). */
  bookingId: z.string().optional(),
  /** While pending: the times the artist proposed (ADR 0087), open or lapsed. */
  proposal: proposalView.optional(),
  /** While pending: the artist asked the client a question and waits for their answer since then. */
  awaitingClientSince: z.string().optional(),
  history: z.array(historyEntry),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequestView = z.infer<typeof requestView>;

export const requestList = z.object({
  requests: z.array(requestView),
  /** The artist's travels that requests fall in, for the location filter. */
  locations: z.array(locationView),
  /** The artist's time zone (slots' wall times are in it). */
  timezone: z.string(),
});
export type RequestList = z.infer<typeof requestList>;

/**
 * `POST /me/requests/{requestId}/accept`: the final price, and a deposit when the artist wants one
 * (absent or 0 = none; never above the price); `sessions` makes it the first session of a project of
 * several (ADR 0093), the deposit then the project's. Answers the booking the request became (201 the first
 * time, the same booking on a retry). 409 `request_not_pending` when it was refused or cancelled.
 */
export const acceptRequestInput = z
  .object({
    priceCents: cents('validation.lifecycle.priceRequired'),
    depositCents: cents('validation.lifecycle.depositInvalid').optional(),
    sessions: projectPlanInput.optional(),
  })
  .refine((input) => input.depositCents === undefined || input.depositCents <= input.priceCents, {
    path: ['depositCents'],
    error: 'validation.lifecycle.depositAbovePrice',
  });
export type AcceptRequestInput = z.input<typeof acceptRequestInput>;

/** `POST /me/requests/{requestId}/refuse`: an optional reason for the client. Frees the slot. */
export const refuseRequestInput = reasonInput;
export type RefuseRequestInput = z.input<typeof refuseRequestInput>;

export const acceptedRequest = bookingView;

/**
 * `POST /me/requests/{requestId}/propose-times`: 2 to 4 distinct slots of one length (as
 * `GET /me/slots` lists them, no two overlapping), how long the client has to pick one, and the
 * price and deposit the booking takes then (as accepting asks them). ADR 0087.
 */
export const proposeTimesInput = z
  .object({
    slotIds: z
      .array(slotIdField, { error: 'validation.lifecycle.proposalCount' })
      .superRefine((slotIds, ctx) => {
        const problem = proposalIdsProblem(slotIds);
        if (problem) ctx.addIssue({ code: 'custom', message: `validation.lifecycle.${problem}` });
      }),
    openHours: z
      .number({ error: 'validation.lifecycle.proposalOpenFor' })
      .refine((hours) => (PROPOSAL_OPEN_HOURS as readonly number[]).includes(hours), {
        error: 'validation.lifecycle.proposalOpenFor',
      }),
    priceCents: cents('validation.lifecycle.priceRequired'),
    depositCents: cents('validation.lifecycle.depositInvalid').optional(),
  })
  .refine((input) => input.depositCents === undefined || input.depositCents <= input.priceCents, {
    path: ['depositCents'],
    error: 'validation.lifecycle.depositAbovePrice',
  });
export type ProposeTimesInput = z.input<typeof proposeTimesInput>;

/**
 * `POST /me/requests/{requestId}/ask-client`: the artist's question, posted in the conversation with
 * the request's client (ADR 0041); the request waits for the client until they write back (ADR 0087).
 */
export const askClientInput = z.object({
  clientMessageId: z.uuid({ error: 'validation.invalidValue' }),
  text: z
    .string({ error: 'validation.messages.textRequired' })
    .trim()
    .min(1, { error: 'validation.messages.textRequired' })
    .max(MAX_MESSAGE_CHARS, { error: 'validation.messages.textTooLong' }),
});
export type AskClientInput = z.input<typeof askClientInput>;
