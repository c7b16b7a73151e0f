import { routeGroup, withRoute } from '#functions/lib/route-group.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { handler as getCalendarFeed } from './get-calendar-feed.ts';

/** The calendar subscription that Google and Apple Calendar poll (issue 14, item 7; ADR 0059). */
export const handler = routeGroup('calendar', {
  getCalendarFeed: withRoute(bookingRoutes.getCalendarFeed, getCalendarFeed),
});
