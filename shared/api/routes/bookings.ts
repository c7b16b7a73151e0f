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
  calendarList,
  calendarQuery,
  cancelBookingInput,
  paymentInput,
  projectSessionsView,
} from '#shared/api/contracts/bookings.ts';
import { moveInput } from '#shared/api/contracts/move.ts';
import { bookSessionInput, projectPlanInput } from '#shared/api/contracts/projects.ts';
import { myToday, setupStepParams } from '#shared/api/contracts/today.ts';
import * as endpoints from '#shared/api/endpoints/bookings.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's bookings (`/app/bookings`): calendar and list, detail, move, cancel, payment. */
export const bookingRoutes = defineRoutes(endpoints, {
  getMyToday: {
    handler: 'functions/http/bookings/get-my-today.ts',
    contract: { response: myToday },
  },
  markMySetupStep: {
    handler: 'functions/http/bookings/mark-my-setup-step.ts',
    contract: { params: setupStepParams, response: myToday.pick({ checklist: true }) },
  },
  listMyBookings: {
    handler: 'functions/http/bookings/list-my-bookings.ts',
    contract: { query: bookingListQuery, response: bookingList },
  },
  listMyCalendar: {
    handler: 'functions/http/bookings/list-my-calendar.ts',
    contract: { query: calendarQuery, response: calendarList },
  },
  getMyBooking: {
    handler: 'functions/http/bookings/get-my-booking.ts',
    contract: { params: bookingParams, response: bookingView },
  },
  moveMyBooking: {
    handler: 'functions/http/bookings/move-my-booking.ts',
    contract: { params: bookingParams, body: moveInput, response: bookingView },
  },
  cancelMyBooking: {
    handler: 'functions/http/bookings/cancel-my-booking.ts',
    contract: { params: bookingParams, body: cancelBookingInput, response: bookingView },
  },
  updateMyBookingPayment: {
    handler: 'functions/http/bookings/update-my-booking-payment.ts',
    contract: { params: bookingParams, body: paymentInput, response: bookingView },
  },
  markMyBookingLate: {
    handler: 'functions/http/bookings/mark-my-booking-late.ts',
    contract: { params: bookingParams, response: bookingView },
  },
  /** Projects of several sessions (ADR 0093): the sessions, make one, close it, book the next. */
  getMyBookingProject: {
    handler: 'functions/http/bookings/get-my-booking-project.ts',
    contract: { params: bookingParams, response: projectSessionsView },
  },
  planMyBookingProject: {
    handler: 'functions/http/bookings/plan-my-booking-project.ts',
    contract: { params: bookingParams, body: projectPlanInput, response: projectSessionsView },
  },
  closeMyBookingProject: {
    handler: 'functions/http/bookings/close-my-booking-project.ts',
    contract: { params: bookingParams, response: projectSessionsView },
  },
  bookMyProjectSession: {
    handler: 'functions/http/bookings/book-my-project-session.ts',
    contract: { params: bookingParams, body: bookSessionInput, response: bookingView },
    status: 201,
  },
  /** The artist's bookings as a private calendar subscription (issue 14, item 7). */
  getMyCalendarFeed: {
    handler: 'functions/http/bookings/get-my-calendar-feed.ts',
    contract: { response: calendarFeedView },
  },
  createMyCalendarFeed: {
    handler: 'functions/http/bookings/create-my-calendar-feed.ts',
    contract: { response: calendarFeedView },
  },
  deleteMyCalendarFeed: {
    handler: 'functions/http/bookings/delete-my-calendar-feed.ts',
    contract: { response: calendarFeedView },
  },
  /** The artist's external calendar whose busy times block their slots (issue 14, item 7). */
  getMyBusyCalendar: {
    handler: 'functions/http/bookings/get-my-busy-calendar.ts',
    contract: { response: busyCalendarView },
  },
  setMyBusyCalendar: {
    handler: 'functions/http/bookings/set-my-busy-calendar.ts',
    contract: { body: busyCalendarInput, response: busyCalendarView },
  },
  deleteMyBusyCalendar: {
    handler: 'functions/http/bookings/delete-my-busy-calendar.ts',
    contract: { response: busyCalendarView },
  },
  /** Public: the secret in the path is the authorization (Google and Apple poll it without a session). */
  getCalendarFeed: {
    handler: 'functions/http/calendar/get-calendar-feed.ts',
    contract: { params: calendarFeedParams, response: calendarFeedIcs },
  },
});
