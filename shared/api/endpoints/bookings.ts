import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/bookings.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getMyToday = {
  method: 'GET',
  path: '/me/today',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const markMySetupStep = {
  method: 'POST',
  path: '/me/setup-steps/{step}',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const listMyBookings = {
  method: 'GET',
  path: '/me/bookings',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const listMyCalendar = {
  method: 'GET',
  path: '/me/calendar',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const getMyBooking = {
  method: 'GET',
  path: '/me/bookings/{bookingId}',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const moveMyBooking = {
  method: 'POST',
  path: '/me/bookings/{bookingId}/move',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const cancelMyBooking = {
  method: 'POST',
  path: '/me/bookings/{bookingId}/cancel',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const updateMyBookingPayment = {
  method: 'PUT',
  path: '/me/bookings/{bookingId}/payment',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
/** The artist marks the client arrived late: the deposit is forfeited (issue 31, ADR 0097). */
export const markMyBookingLate = {
  method: 'POST',
  path: '/me/bookings/{bookingId}/late-arrival',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const getMyCalendarFeed = {
  method: 'GET',
  path: '/me/calendar-feed',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const createMyCalendarFeed = {
  method: 'POST',
  path: '/me/calendar-feed',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const deleteMyCalendarFeed = {
  method: 'DELETE',
  path: '/me/calendar-feed',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const getMyBusyCalendar = {
  method: 'GET',
  path: '/me/busy-calendar',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const setMyBusyCalendar = {
  method: 'PUT',
  path: '/me/busy-calendar',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const deleteMyBusyCalendar = {
  method: 'DELETE',
  path: '/me/busy-calendar',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const getCalendarFeed = {
  method: 'GET',
  path: '/calendar/{feed}',
  auth: 'public',
  // Its own function: the iCalendar writer (`ics`) stays out of the bookings group's bundle.
  group: 'calendar',
} as const satisfies Endpoint;
/** Projects of several sessions (ADR 0093): any session's id names its project. */
export const getMyBookingProject = {
  method: 'GET',
  path: '/me/bookings/{bookingId}/project',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const planMyBookingProject = {
  method: 'PUT',
  path: '/me/bookings/{bookingId}/project',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const closeMyBookingProject = {
  method: 'POST',
  path: '/me/bookings/{bookingId}/project/close',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
export const bookMyProjectSession = {
  method: 'POST',
  path: '/me/bookings/{bookingId}/sessions',
  auth: 'artist',
  group: 'bookings',
} as const satisfies Endpoint;
