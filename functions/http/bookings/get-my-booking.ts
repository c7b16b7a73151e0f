import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { loadOwnBooking, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

/**
 * One of the caller's bookings: the request's snapshot, the travel's full address, the price, deposit
 * and payment state, its tab at answer time and the history. Another artist's id: 404.
 */
export const handler = httpHandler(bookingRoutes.getMyBooking, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const booking = await loadOwnBooking(artistId, params.bookingId);
  const { refs } = await ownRefs(artistId, [booking]);
  return bookingViewOf(booking, refs, new Date());
});
