import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { portalBookingView } from './portal-views.ts';

/**
 * `DELETE /portal/bookings/{bookingId}/waitlist`: the client no longer waits for an earlier slot.
 * ONE transaction clears the booking's mark and deletes the entry; not waiting: answered as it is.
 * Another client's: 404.
 */
export const handler = httpHandler(portalRoutes.leavePortalWaitlist, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const booking = await readClientBooking(email, params.bookingId);
  const now = new Date();
  if (!booking.waitlistSince) return portalBookingView(booking, now);
  const { artistId, bookingId } = booking;
  await getDb()
    .transaction.write(({ booking: bookings, waitlistEntry }) => [
      bookings.patch({ artistId, bookingId }).remove(['waitlistSince']).commit(),
      waitlistEntry.delete({ artistId, bookingId }).commit(),
    ])
    .go();
  const { waitlistSince: _left, ...left } = booking;
  return portalBookingView(left, now);
});
