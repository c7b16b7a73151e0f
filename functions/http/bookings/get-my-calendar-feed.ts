import { bookingRoutes } from '../../../shared/api/routes/bookings.ts';
import { feedUrl } from '../../lib/calendar-feed-token.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { myAccount } from '../profile/my-account.ts';

/** `GET /me/calendar-feed`: the artist's calendar subscription URL, if they made one. */
export const handler = httpHandler(bookingRoutes.getMyCalendarFeed, async ({ caller }) => {
  const artist = await myAccount(caller);
  return artist.calendarFeedToken ? { url: feedUrl(artist.calendarFeedToken) } : {};
});
