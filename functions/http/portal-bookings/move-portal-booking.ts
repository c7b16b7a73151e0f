import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { moveBooking } from '#functions/lib/lifecycle/move-booking.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { acceptedPolicy, clientMayMove } from '#shared/domain/billing/deposit-policy.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { portalBookingOf } from './portal-views.ts';

const minutesOf = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/**
 * `POST /portal/bookings/{bookingId}/move {slotId}` (issue 14, item 3): the client moves an upcoming
 * booking to another real slot of the artist, of the same length, as often as the policy they
 * accepted allows (`maxClientMoves`, counted on the booking). The artist's own move underneath
 * (functions/lib/lifecycle/move-to-slot.ts): the engine's check, then ONE transaction patches the
 * booking (only while confirmed, on the slot read and with the moves counted unchanged), swaps the
 * slices (409 `slot_taken`) and records `slot.moved` by the client (a new `.ics` for them, a notice
 * for the artist). No moves left: 409 `moves_exhausted`; cancelled: 409 `booking_canceled`; started:
 * 409 `booking_past`; another length: 400 `slot_length_differs`; another client's: 404.
 */
export const handler = httpHandler(
  portalRoutes.movePortalBooking,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const booking = await readClientBooking(email, params.bookingId);
    const { artistId, bookingId } = booking;
    const now = new Date();
    if (booking.status === 'canceled') throw new ApiError(409, 'booking_canceled');
    if (Date.parse(booking.slotStart) <= now.getTime()) throw new ApiError(409, 'booking_past');
    const { data: artist } = await getDb().entities.artist.get({ artistId }).go();
    const policy = acceptedPolicy(booking, artist);
    const moves = booking.clientMoves ?? 0;
    if (!clientMayMove(policy, moves)) throw new ApiError(409, 'moves_exhausted');
    if (parseSlotId(body.slotId)?.durationMinutes !== minutesOf(booking.slotStart, booking.slotEnd))
      throw new ApiError(400, 'slot_length_differs');
    if (body.slotId === booking.slotId) {
      const { refs } = await ownRefs(artistId, [booking]);
      const view = portalBookingOf(booking, refs, now);
      if (!view) throw new ApiError(404, 'not_found');
      return view;
    }
    const { moved, refs } = await moveBooking(booking, {
      slotId: body.slotId,
      now,
      correlationId,
      by: 'client',
      reload: () => readClientBooking(email, bookingId),
    });
    const view = portalBookingOf(moved, refs, now);
    if (!view) throw new ApiError(404, 'not_found');
    return view;
  },
);
