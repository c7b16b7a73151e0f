import { bookingRoutes } from '../../../shared/api/routes/bookings.ts';
import { currentFeedHash } from '../../lib/calendar-feed-token.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { myAccount } from '../profile/my-account.ts';

/** `DELETE /me/calendar-feed`: the subscription URL stops working (subscribed calendars empty out). */
export const handler = httpHandler(bookingRoutes.deleteMyCalendarFeed, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const hash = currentFeedHash(await myAccount(caller));
  if (!hash) return { active: false };
  await getDb()
    .transaction.write(({ artist, calendarFeed }) => [
      artist
        .patch({ artistId })
        .remove(['calendarFeedHash', 'calendarFeedCreatedAt', 'calendarFeedToken'])
        .commit(),
      calendarFeed.delete({ tokenHash: hash }).commit(),
    ])
    .go();
  return { active: false };
});
