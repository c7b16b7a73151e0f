import { ApiError } from '../../../shared/api/errors.ts';
import { bookingRoutes } from '../../../shared/api/routes/bookings.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { bookingViewOf } from '../../lib/lifecycle/artist-views.ts';
import { moveToSlot } from '../../lib/lifecycle/move-to-slot.ts';
import { loadOwnBooking, ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { openBooking } from './open-booking.ts';

/**
 * Moves an upcoming booking to another real slot of the artist, as a request is moved
 * (functions/http/inbox/move-my-request.ts): the engine's check, then ONE transaction patches the
 * booking (only while confirmed and still on the slot read; its `.ics` SEQUENCE + 1), swaps the
 * slices that differ (409 `slot_taken` if one is held) and records `slot.moved` (kind 'booking', the
 * new address and sequence): functions/lib/lifecycle/move-to-slot.ts. Cancelled: 409
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
    const sequence = booking.sequence + 1;
    const { moved, refs } = await moveToSlot(artistId, booking, {
      label: 'move booking',
      requestId: bookingId,
      slotId: body.slotId,
      now,
      correlationId,
      // The new .ics keeps what the first one said of the money.
      event: {
        kind: 'booking',
        bookingId,
        sequence,
        priceCents: booking.priceCents,
        ...(booking.depositCents !== undefined && { depositCents: booking.depositCents }),
        currency: booking.currency,
      },
      patch: ({ booking: bookings }, { slot, travelId, entry }) => {
        const patch = bookings.patch({ artistId, bookingId });
        return (travelId ? patch.set({ ...slot, travelId }) : patch.set(slot).remove(['travelId']))
          .add({ sequence: 1 })
          .append({ history: [entry] })
          .where(
            ({ status, slotId }, { eq }) => `${eq(status, 'confirmed')} AND ${eq(slotId, booking.slotId)}`,
          )
          .commit();
      },
      // Cancelled meanwhile, or moved by a concurrent call (the artist may try again).
      patchFailed: async () => {
        const current = await loadOwnBooking(artistId, bookingId);
        return new ApiError(409, current.status === 'canceled' ? 'booking_canceled' : 'conflict');
      },
    });
    return bookingViewOf({ ...moved, sequence }, refs, now);
  },
);
