import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { portalBookingView } from './portal-views.ts';

/**
 * `POST /portal/bookings/{bookingId}/waitlist` (issue 14, item 5): the client asks to be told of
 * an earlier slot with this booking's artist. ONE transaction marks the booking (only while
 * confirmed and ahead) and files the entry under the artist; already waiting: answered as it is.
 * Cancelled: 409 `booking_canceled`; started: 409 `booking_past`; another client's: 404.
 */
export const handler = httpHandler(portalRoutes.joinPortalWaitlist, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const booking = await readClientBooking(email, params.bookingId);
  const now = new Date();
  if (booking.status === 'canceled') throw new ApiError(409, 'booking_canceled');
  if (Date.parse(booking.slotStart) <= now.getTime()) throw new ApiError(409, 'booking_past');
  if (booking.waitlistSince) return portalBookingView(booking, now);
  const { artistId, bookingId } = booking;
  const joinedAt = now.toISOString();
  const { canceled } = await getDb()
    .transaction.write(({ booking: bookings, waitlistEntry }) => [
      bookings
        .patch({ artistId, bookingId })
        .set({ waitlistSince: joinedAt })
        .where(
          ({ status, slotStart }, { eq }) =>
            `${eq(status, 'confirmed')} AND ${eq(slotStart, booking.slotStart)}`,
        )
        .commit(),
      waitlistEntry.put({ artistId, bookingId, clientEmail: email, joinedAt }).commit(),
    ])
    .go();
  // Cancelled or moved meanwhile: say what it is now.
  if (canceled) return portalBookingView(await readClientBooking(email, bookingId), now);
  return portalBookingView({ ...booking, waitlistSince: joinedAt }, now);
});
