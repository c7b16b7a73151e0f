import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { askedClosing, cancelBookingAsArtist } from '#functions/lib/lifecycle/close-by-artist.ts';
import { loadOwnBooking, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { bookingTab } from '#shared/domain/lifecycle/booking-tab.ts';
import { openBooking } from './open-booking.ts';

/**
 * The artist cancels an upcoming booking, with an optional reason for the client
 * (functions/lib/lifecycle/close-by-artist.ts: one transaction, its slot bookable again,
 * `booking.cancelled` by 'artist'). Cancelling it again answers it as it is, with no second event; a
 * booking already over answers 409 `booking_past`.
 */
export const handler = httpHandler(
  bookingRoutes.cancelMyBooking,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { bookingId } = params;
    const now = new Date();
    const stored = await loadOwnBooking(artistId, bookingId);
    const { refs, artist } = await ownRefs(artistId, [stored]);
    if (bookingTab(stored, now) === 'canceled') return bookingViewOf(stored, refs, now);
    const booking = openBooking(stored, now);
    const { canceled, closed } = await cancelBookingAsArtist(
      booking,
      askedClosing({ artist, refs }, { body, correlationId }, now),
    );
    if (canceled) {
      const current = await loadOwnBooking(artistId, bookingId);
      if (current.status === 'canceled') return bookingViewOf(current, refs, new Date());
      throw new ApiError(409, 'conflict');
    }
    return bookingViewOf(closed, refs, now);
  },
);
