import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { busyCalendarViewOf } from './busy-calendar-view.ts';

/** `GET /me/busy-calendar` (issue 14, item 7): the external calendar's address and its last read. */
export const handler = httpHandler(bookingRoutes.getMyBusyCalendar, async ({ caller }) =>
  busyCalendarViewOf(requireArtist(caller).artistId),
);
