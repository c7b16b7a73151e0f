import { ApiError } from '../../../shared/api/errors.ts';
import { bookingRoutes } from '../../../shared/api/routes/bookings.ts';
import { feedTokenHash, feedUrl, newFeedToken } from '../../lib/calendar-feed-token.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { myAccount } from '../profile/my-account.ts';

/**
 * `POST /me/calendar-feed`: a new secret calendar subscription URL. ONE transaction stores the new
 * secret on the artist (only if the one read is still there: two clicks make one), files its hash
 * to find the artist, and deletes the old hash: the old URL stops working at once.
 */
export const handler = httpHandler(bookingRoutes.createMyCalendarFeed, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const artist = await myAccount(caller);
  const previous = artist.calendarFeedToken;
  const token = newFeedToken();
  const createdAt = new Date().toISOString();
  const result = await getDb()
    .transaction.write(({ artist: artists, calendarFeed }) => [
      artists
        .patch({ artistId })
        .set({ calendarFeedToken: token })
        .where(({ calendarFeedToken }, { eq, notExists }) =>
          previous ? eq(calendarFeedToken, previous) : notExists(calendarFeedToken),
        )
        .commit(),
      calendarFeed.create({ tokenHash: feedTokenHash(token), artistId, createdAt }).commit(),
      ...(previous ? [calendarFeed.delete({ tokenHash: feedTokenHash(previous) }).commit()] : []),
    ])
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
  return { url: feedUrl(token) };
});
