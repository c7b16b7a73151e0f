import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { moveBooking } from '#functions/lib/lifecycle/move-booking.ts';
import { loadOwnBooking, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { openBooking } from './open-booking.ts';

/**
 * Moves an upcoming booking to another real slot of the artist, as a request is moved
 * (functions/http/inbox/move-my-request.ts): the engine's check, then ONE transaction patches the
 * booking (only while confirmed and still on the slot read; its `.ics` SEQUENCE + 1), swaps the
 * slices that differ (409 `slot_taken` if one is held) and records `slot.moved` (kind 'booking', the
 * new address and sequence): functions/lib/lifecycle/move-booking.ts. Cancelled: 409
 * `booking_canceled`; over: 409 `booking_past`.
 */
export const handler = httpHandler(
  bookingRoutes.moveMyBooking,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { bookingId } = params;
    const now = new Date();
    const booking = openBooking(await loadOwnBooking(artistId, bookingId), now);
    if (body.slotId === booking.slotId) {
      const { refs } = await ownRefs(artistId, [booking]);
      return bookingViewOf(booking, refs, now);
    }
    const { moved, refs } = await moveBooking(booking, {
      slotId: body.slotId,
      now,
      correlationId,
      by: 'artist',
      reload: () => loadOwnBooking(artistId, bookingId),
    });
    return bookingViewOf(moved, refs, now);
  },
);
