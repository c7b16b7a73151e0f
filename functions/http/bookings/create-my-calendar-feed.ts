import { myAccount } from '#functions/http/profile/my-account.ts';
import { currentFeedHash, feedTokenHash, feedUrl, newFeedToken } from '#functions/lib/calendar-feed-token.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

/**
 * `POST /me/calendar-feed`: a new secret calendar subscription URL, answered this once (ADR 0072).
 * ONE transaction files the new secret's hash on the artist (only if the feed read is still the
 * current one: two clicks make one) and as the item that finds the artist, and deletes the old
 * hash: the old URL stops working at once. No copy of the secret stays in the table.
 */
export const handler = httpHandler(bookingRoutes.createMyCalendarFeed, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const artist = await myAccount(caller);
  const previous = currentFeedHash(artist);
  const token = newFeedToken();
  const tokenHash = feedTokenHash(token);
  const createdAt = new Date().toISOString();
  const result = await getDb()
    .transaction.write(({ artist: artists, calendarFeed }) => [
      artists
        .patch({ artistId })
        .set({ calendarFeedHash: tokenHash, calendarFeedCreatedAt: createdAt })
        .remove(['calendarFeedToken'])
        .where(({ calendarFeedHash, calendarFeedToken }, { eq, notExists }) =>
          artist.calendarFeedHash
            ? eq(calendarFeedHash, artist.calendarFeedHash)
            : artist.calendarFeedToken
              ? eq(calendarFeedToken, artist.calendarFeedToken)
              : `${notExists(calendarFeedHash)} AND ${notExists(calendarFeedToken)}`,
        )
        .commit(),
      calendarFeed.create({ tokenHash, artistId, createdAt }).commit(),
      ...(previous ? [calendarFeed.delete({ tokenHash: previous }).commit()] : []),
    ])
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
  return { active: true, createdAt, url: feedUrl(token) };
});
