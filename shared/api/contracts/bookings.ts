import * as z from 'zod';
import { calendarUrlProblem } from '#shared/domain/calendar/busy-calendar-url.ts';
import { PAYMENT_STATES } from '#shared/domain/lifecycle/payment-state.ts';
import {
  BOOKING_TABS,
  bookedPlaceFields,
  clientView,
  historyEntry,
  paymentView,
  projectView,
  reasonInput,
} from './lifecycle-views.ts';
import { idParam, localDateParam } from './params.ts';
import { progressView, sessionView } from './projects.ts';

export const bookingParams = z.object({ bookingId: idParam });

/**
 * `GET /me/bookings`: the artist's bookings for the list view, by `tab` (spec: upcoming, past,
 * canceled; upcoming by default). Upcoming come soonest first, past and canceled latest first.
 */
export const bookingListQuery = z.object({
  tab: z.enum(BOOKING_TABS, { error: 'validation.invalidValue' }).optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

/**
 * `GET /me/calendar`: a window of the artist's local days (`from`/`to`, inclusive, at most 62 days)
 * for the calendar's month, week and day views (ADR 0103).
 */
export const calendarQuery = z.object({ from: localDateParam, to: localDateParam });
export type CalendarQuery = z.input<typeof calendarQuery>;

/**
 * A booking as the calendar shows it (a chip, a block and their accessible names): who, when, what,
 * cancelled or not. Its page reads the whole `bookingView`.
 */
const calendarBooking = z.object({
  bookingId: z.string(),
  tab: z.enum(BOOKING_TABS),
  project: z.object({
    projectType: projectView.shape.projectType,
    flash: z.object({ title: z.string() }).optional(),
  }),
  client: clientView.pick({ firstName: true, lastName: true }),
  slot: z.object({ start: z.string(), end: z.string() }),
  touchUpOf: z.object({ bookingId: z.string(), start: z.string() }).optional(),
});
export type CalendarBooking = z.infer<typeof calendarBooking>;

/** Every booking whose slot overlaps the window, cancelled ones included, by start. */
export const calendarList = z.object({ bookings: z.array(calendarBooking), timezone: z.string() });
export type CalendarList = z.infer<typeof calendarList>;

/** A booking as its artist sees it. `tab` is computed when answering. */
export const bookingView = z.object({
  bookingId: z.string(),
  requestId: z.string(),
  tab: z.enum(BOOKING_TABS),
  project: projectView,
  /** A session of a project of several (ADR 0093). */
  session: sessionView.optional(),
  client: clientView,
  ...bookedPlaceFields,
  payment: paymentView,
  canceledAt: z.string().optional(),
  canceledBy: z.enum(['artist', 'client']).optional(),
  cancelReason: z.string().optional(),
  /** A free touch-up the client booked (issue 31, ADR 0094): the booking it touches up and its start. */
  touchUpOf: z.object({ bookingId: z.string(), start: z.string() }).optional(),
  /** This booking's free touch-up, once booked. */
  touchUpBookingId: z.string().optional(),
  /**
   * The late-arrival rule of the policy the client accepted (issue 31, ADR 0097): present once the
   * artist may mark the client late (`POST …/late-arrival`: started, deposit paid), or did (`at`,
   * the deposit forfeited).
   */
  lateArrival: z.object({ minutes: z.number().int(), at: z.string().optional() }).optional(),
  /** When the client sent the photo of their healed tattoo (ADR 0101): `GET …/healed-photo` opens it. */
  healedPhotoAt: z.string().optional(),
  history: z.array(historyEntry),
  acceptedAt: z.string(),
  updatedAt: z.string(),
});
export type BookingView = z.infer<typeof bookingView>;

/**
 * `GET /me/bookings/{bookingId}/project` (any session): the project's sessions booked so far, in
 * order, and where it stands; `closedAt` once the artist closed it (no more reminders).
 */
export const projectSessionsView = z.object({
  projectId: z.string(),
  progress: progressView,
  sessions: z.array(bookingView),
  closedAt: z.string().optional(),
});
export type ProjectSessionsView = z.infer<typeof projectSessionsView>;

export const bookingList = z.object({ bookings: z.array(bookingView), timezone: z.string() });
export type BookingList = z.infer<typeof bookingList>;

/** `POST /me/bookings/{bookingId}/cancel`: an optional reason for the client. Frees the slot. */
export const cancelBookingInput = reasonInput;
export type CancelBookingInput = z.input<typeof cancelBookingInput>;

/**
 * `PUT /me/bookings/{bookingId}/payment`: the payment state and a note (spec: "The artist can update
 * the payment state and a note"). WAITING-FOR-DEPOSIT is refused (400) on a booking without a deposit
 * (docs/decisions/0025-payment-state.md). 409 `booking_canceled` on a cancelled booking.
 */
export const paymentInput = z.object({
  paymentState: z.enum(PAYMENT_STATES, { error: 'validation.invalidValue' }),
  note: z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(500, { error: 'validation.lifecycle.noteTooLong' })
    .default(''),
});
export type PaymentInput = z.input<typeof paymentInput>;

/**
 * `GET|POST|DELETE /me/calendar-feed` (issue 14, item 7): the private URL of the artist's bookings
 * as a calendar subscription (Google or Apple Calendar); none until made, a new one on each `POST`
 * (the old one stops working), none after `DELETE`. Only the table keeps its hash (ADR 0072): the
 * URL itself is in the `POST`'s answer alone, shown once; `GET` says whether one works and since when.
 */
export const calendarFeedView = z.object({
  active: z.boolean(),
  createdAt: z.string().optional(),
  url: z.string().optional(),
});
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

/** `GET /calendar/{feed}`: `<secret>.ics`, the subscription itself (iCalendar text). */
export const calendarFeedParams = z.object({ feed: z.string().max(80) });
export const calendarFeedIcs = z.string();

/**
 * `GET|PUT|DELETE /me/busy-calendar` (issue 14, item 7): the artist's external calendar whose
 * events block their slots. `PUT {url}`: `https://` or `webcal://`; it is read at once, then every
 * 30 minutes. The view says how the last read went; the busy times themselves are never shown.
 */
export const busyCalendarInput = z.object({
  url: z
    .string({ error: 'validation.calendarUrlInvalid' })
    .trim()
    .max(2000, { error: 'validation.calendarUrlInvalid' })
    .refine((value) => calendarUrlProblem(value) === undefined, { error: 'validation.calendarUrlInvalid' }),
});
export type BusyCalendarInput = z.input<typeof busyCalendarInput>;
export const busyCalendarView = z.object({
  url: z.string().optional(),
  /**
   * The last read: `ok` (with how many busy times ahead), `pending` (not read yet) or `unreadable`,
   * one neutral state whatever failed (ADR 0065: no telling what answered at an address).
   */
  status: z.enum(['none', 'pending', 'ok', 'unreadable']),
  busyCount: z.number().int().optional(),
  fetchedAt: z.string().optional(),
});
export type BusyCalendarView = z.infer<typeof busyCalendarView>;
