import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

/** `DELETE /me/busy-calendar`: the external calendar no longer blocks anything (its busy times go too). */
export const handler = httpHandler(bookingRoutes.deleteMyBusyCalendar, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  await getDb()
    .transaction.write(({ busyCalendar, busyTimes }) => [
      busyCalendar.delete({ artistId }).commit(),
      busyTimes.delete({ artistId }).commit(),
    ])
    .go();
  return { status: 'none' as const };
});
