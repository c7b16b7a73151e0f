import * as z from 'zod';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { HISTORY_ACTIONS } from '#shared/domain/lifecycle/history.ts';
import { PAYMENT_STATES } from '#shared/domain/lifecycle/payment-state.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { publicImage } from './images.ts';

/**
 * Pieces shared by the artist's requests and bookings and the client portal's views of them.
 * Times: `start`/`end` are UTC instants; `localDate`/`localStart` the artist's wall time in
 * `timezone` (the artist's), which the page names.
 */
export const slotView = z.object({
  slotId: z.string(),
  start: z.string(),
  end: z.string(),
  localDate: z.string(),
  localStart: z.string(),
  durationMinutes: z.number().int(),
  timezone: z.string(),
});
export type SlotView = z.infer<typeof slotView>;

/**
 * The times an artist proposed on a pending request (issue 30, item 3; ADR 0087): its slots, until
 * when the client may pick one ('open'; then 'lapsed', back with the artist), and what the booking
 * will cost.
 */
export const proposalView = z.object({
  slots: z.array(slotView),
  endsAt: z.string(),
  state: z.enum(['open', 'lapsed']),
  priceCents: z.number().int(),
  depositCents: z.number().int().optional(),
  currency: z.enum(CURRENCIES),
});
export type ProposalView = z.infer<typeof proposalView>;

/** Where a slot takes place during a travel; the address only once the request is accepted. */
export const locationView = z.object({
  travelId: z.string(),
  shopName: z.string(),
  city: z.string(),
  address: z.string().optional(),
});
export type LocationView = z.infer<typeof locationView>;

/** A booking's slot and, during a travel, its location with the address: the same to its artist and its client. */
export const bookedPlaceFields = { slot: slotView, location: locationView.optional() };

export const clientView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int(),
  email: z.string(),
  instagram: z.string().optional(),
  alreadyTattooed: z.boolean(),
  locale: z.enum(LOCALES),
});
export type ClientView = z.infer<typeof clientView>;

export const historyEntry = z.object({
  at: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  by: z.enum(['artist', 'client']),
  fromStart: z.string().optional(),
  toStart: z.string().optional(),
  paymentState: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** The project as the client described it; a flash request names the flash and its listed price. */
export const projectView = z.object({
  projectType: z.enum(PROJECT_TYPES),
  flash: z
    .object({
      flashId: z.string(),
      title: z.string(),
      priceCents: z.number().int(),
      currency: z.enum(CURRENCIES),
    })
    .optional(),
  placement: z.string(),
  size: z.string(),
  text: z.string(),
  /** The client's reference images (ready variants only). */
  referenceImages: z.array(publicImage),
});
export type ProjectView = z.infer<typeof projectView>;

export const paymentView = z.object({
  priceCents: z.number().int(),
  depositCents: z.number().int().optional(),
  currency: z.enum(CURRENCIES),
  paymentState: z.enum(PAYMENT_STATES),
  paymentNote: z.string().optional(),
  /** The deposit was paid online, on the artist's Stripe account (ADR 0057); refunded since. */
  depositPaidOnline: z.literal(true).optional(),
  depositRefunded: z.literal(true).optional(),
  /** A deposit the client's cancellation kept has come to the end of its lifetime (issue 31, ADR 0097). */
  depositExpired: z.literal(true).optional(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** Upcoming or past is read from the slot's end at answer time; canceled wins over both. */
export const BOOKING_TABS = ['upcoming', 'past', 'canceled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * An optional reason for the client, when the artist refuses a request or cancels a booking
 * (`POST /me/requests/{requestId}/refuse`, `POST /me/bookings/{bookingId}/cancel`).
 */
export const reasonInput = z.object({
  reason: z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(500, { error: 'validation.lifecycle.reasonTooLong' })
    .optional(),
});
