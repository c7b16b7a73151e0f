import {
  bookingList,
  bookingListQuery,
  bookingParams,
  bookingView,
  busyCalendarInput,
  busyCalendarView,
  calendarFeedIcs,
  calendarFeedParams,
  calendarFeedView,
  cancelBookingInput,
  paymentInput,
} from '../contracts/bookings.ts';
import { moveInput } from '../contracts/requests.ts';
import { myToday, setupStepParams } from '../contracts/today.ts';
import { defineRoute } from '../route-types.ts';

/** The artist's bookings (`/app/bookings`): calendar and list, detail, move, cancel, payment. */
export const bookingRoutes = {
  getMyToday: defineRoute({
    method: 'GET',
    path: '/me/today',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/get-my-today.ts',
    contract: { response: myToday },
  }),
  markMySetupStep: defineRoute({
    method: 'POST',
    path: '/me/setup-steps/{step}',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/mark-my-setup-step.ts',
    contract: { params: setupStepParams, response: myToday.pick({ checklist: true }) },
  }),
  listMyBookings: defineRoute({
    method: 'GET',
    path: '/me/bookings',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/list-my-bookings.ts',
    contract: { query: bookingListQuery, response: bookingList },
  }),
  getMyBooking: defineRoute({
    method: 'GET',
    path: '/me/bookings/{bookingId}',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/get-my-booking.ts',
    contract: { params: bookingParams, response: bookingView },
  }),
  moveMyBooking: defineRoute({
    method: 'POST',
    path: '/me/bookings/{bookingId}/move',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/move-my-booking.ts',
    contract: { params: bookingParams, body: moveInput, response: bookingView },
  }),
  cancelMyBooking: defineRoute({
    method: 'POST',
    path: '/me/bookings/{bookingId}/cancel',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/cancel-my-booking.ts',
    contract: { params: bookingParams, body: cancelBookingInput, response: bookingView },
  }),
  updateMyBookingPayment: defineRoute({
    method: 'PUT',
    path: '/me/bookings/{bookingId}/payment',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/update-my-booking-payment.ts',
    contract: { params: bookingParams, body: paymentInput, response: bookingView },
  }),
  /** The artist's bookings as a private calendar subscription (issue 14, item 7). */
  getMyCalendarFeed: defineRoute({
    method: 'GET',
    path: '/me/calendar-feed',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/get-my-calendar-feed.ts',
    contract: { response: calendarFeedView },
  }),
  createMyCalendarFeed: defineRoute({
    method: 'POST',
    path: '/me/calendar-feed',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/create-my-calendar-feed.ts',
    contract: { response: calendarFeedView },
  }),
  deleteMyCalendarFeed: defineRoute({
    method: 'DELETE',
    path: '/me/calendar-feed',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/delete-my-calendar-feed.ts',
    contract: { response: calendarFeedView },
  }),
  /** The artist's external calendar whose busy times block their slots (issue 14, item 7). */
  getMyBusyCalendar: defineRoute({
    method: 'GET',
    path: '/me/busy-calendar',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/get-my-busy-calendar.ts',
    contract: { response: busyCalendarView },
  }),
  setMyBusyCalendar: defineRoute({
    method: 'PUT',
    path: '/me/busy-calendar',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/set-my-busy-calendar.ts',
    contract: { body: busyCalendarInput, response: busyCalendarView },
  }),
  deleteMyBusyCalendar: defineRoute({
    method: 'DELETE',
    path: '/me/busy-calendar',
    auth: 'artist',
    group: 'bookings',
    handler: 'functions/http/bookings/delete-my-busy-calendar.ts',
    contract: { response: busyCalendarView },
  }),
  /** Public: the secret in the path is the authorization (Google and Apple poll it without a session). */
  getCalendarFeed: defineRoute({
    method: 'GET',
    path: '/calendar/{feed}',
    auth: 'public',
    // Its own function: the iCalendar writer (`ics`) stays out of the bookings group's bundle.
    group: 'calendar',
    handler: 'functions/http/calendar/get-calendar-feed.ts',
    contract: { params: calendarFeedParams, response: calendarFeedIcs },
  }),
} as const;
