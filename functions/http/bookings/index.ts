import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as bookMyProjectSession } from './book-my-project-session.ts';
import { handler as cancelMyBooking } from './cancel-my-booking.ts';
import { handler as closeMyBookingProject } from './close-my-booking-project.ts';
import { handler as createMyCalendarFeed } from './create-my-calendar-feed.ts';
import { handler as deleteMyBusyCalendar } from './delete-my-busy-calendar.ts';
import { handler as deleteMyCalendarFeed } from './delete-my-calendar-feed.ts';
import { handler as getMyBooking } from './get-my-booking.ts';
import { handler as getMyBookingProject } from './get-my-booking-project.ts';
import { handler as getMyBusyCalendar } from './get-my-busy-calendar.ts';
import { handler as getMyCalendarFeed } from './get-my-calendar-feed.ts';
import { handler as getMyDesign } from './get-my-design.ts';
import { handler as getMyDesignPolicy } from './get-my-design-policy.ts';
import { handler as getMyToday } from './get-my-today.ts';
import { handler as listMyBookings } from './list-my-bookings.ts';
import { handler as listMyCalendar } from './list-my-calendar.ts';
import { handler as markMyBookingLate } from './mark-my-booking-late.ts';
import { handler as markMySetupStep } from './mark-my-setup-step.ts';
import { handler as moveMyBooking } from './move-my-booking.ts';
import { handler as planMyBookingProject } from './plan-my-booking-project.ts';
import { handler as setMyBusyCalendar } from './set-my-busy-calendar.ts';
import { handler as setMyDesignPolicy } from './set-my-design-policy.ts';
import { handler as shareMyDesign } from './share-my-design.ts';
import { handler as updateMyBookingPayment } from './update-my-booking-payment.ts';

export const handler = routeGroup('bookings', {
  getMyToday,
  markMySetupStep,
  listMyBookings,
  listMyCalendar,
  getMyBooking,
  moveMyBooking,
  cancelMyBooking,
  updateMyBookingPayment,
  markMyBookingLate,
  getMyBookingProject,
  planMyBookingProject,
  closeMyBookingProject,
  bookMyProjectSession,
  getMyCalendarFeed,
  createMyCalendarFeed,
  deleteMyCalendarFeed,
  getMyBusyCalendar,
  setMyBusyCalendar,
  deleteMyBusyCalendar,
  getMyDesignPolicy,
  setMyDesignPolicy,
  getMyDesign,
  shareMyDesign,
});
