import { myAccount } from '#functions/http/profile/my-account.ts';
import { currentFeedHash } from '#functions/lib/calendar-feed-token.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

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
