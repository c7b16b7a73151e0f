import { myAccount } from '#functions/http/profile/my-account.ts';
import { feedTokenHash } from '#functions/lib/calendar-feed-token.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

/**
 * `GET /me/calendar-feed`: whether the artist's subscription URL works and since when, never the
 * URL (the table keeps only its hash, ADR 0072: a new address shows it again). A secret still
 * stored in clear from before is replaced by its hash here (the subscribed URL keeps working).
 */
export const handler = httpHandler(bookingRoutes.getMyCalendarFeed, async ({ caller }) => {
  const artist = await myAccount(caller);
  const legacy = artist.calendarFeedToken;
  if (legacy && !artist.calendarFeedHash) {
    await getDb()
      .entities.artist.patch({ artistId: artist.artistId })
      .set({ calendarFeedHash: feedTokenHash(legacy) })
      .remove(['calendarFeedToken'])
      .where(({ calendarFeedToken }, { eq }) => eq(calendarFeedToken, legacy))
      .go()
      .catch((error: { message?: string }) => {
        // Changed meanwhile (a new address, a stop): that write stands.
        if (!/ConditionalCheckFailed|conditional request failed/i.test(error.message ?? '')) throw error;
      });
  }
  if (!artist.calendarFeedHash && !legacy) return { active: false };
  return {
    active: true,
    ...(artist.calendarFeedCreatedAt && { createdAt: artist.calendarFeedCreatedAt }),
  };
});
