import { anyZoneAround, loadSchedule, offeredSlot } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { acceptedPolicy } from '#shared/domain/billing/deposit-policy.ts';
import { insideTouchUpWindow, touchUpState } from '#shared/domain/booking/touch-up.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { portalBookingView } from './portal-views.ts';
import { touchUpBookingOf, touchUpIdOf, writeTouchUp } from './touch-up-booking.ts';

/**
 * `POST /portal/bookings/{bookingId}/touch-up {slotId}` (issue 31, item 3; ADR 0094): the client
 * books the free touch-up the policy they accepted promises, once the session is over and until its
 * window closes, on one of the artist's open slots starting inside the window. Answers the
 * touch-up's portal view. Refused, changing nothing: another client's booking 404; no touch-up
 * in the policy, a cancelled booking or a window closed 409 `touch_up_closed`; a session not over
 * 409 `touch_up_not_yet`; a touch-up already booked 409 `touch_up_booked` (the same slot again
 * answers the one booked); a slot after the window 409 `touch_up_after_window`; a slot gone 409
 * `slot_taken` / `slot_unavailable` / `slot_too_soon`.
 */
export const handler = httpHandler(
  portalRoutes.bookPortalTouchUp,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const original = await readClientBooking(email, params.bookingId);
    const { artistId } = original;
    const now = new Date();
    const { data: artist } = await getDb().entities.artist.get({ artistId }).go();
    if (!artist) throw new ApiError(404, 'not_found');
    const state = touchUpState(acceptedPolicy(original, artist), original, now);
    if (!state.open) {
      if (state.reason === 'touch_up_booked')
        return alreadyBooked(original.bookingId, artistId, body.slotId, now);
      throw new ApiError(409, state.reason);
    }
    const parts = parseSlotId(body.slotId);
    if (!parts) throw new ApiError(409, 'slot_unavailable');
    const schedule = await loadSchedule(artistId, anyZoneAround(parts.localDate));
    if (!schedule) throw new ApiError(404, 'not_found');
    // One of the artist's slots as the public form offers them (the request delay holds).
    const slot = offeredSlot(schedule, body.slotId, now);
    if (!insideTouchUpWindow(state.until, slot.start)) throw new ApiError(409, 'touch_up_after_window');
    const touchUp = touchUpBookingOf(original, slot, now);
    const { refs } = await ownRefs(artistId, [touchUp]);
    await writeTouchUp(original, touchUp, { artist, refs, now, correlationId });
    return portalBookingView(touchUp, now);
  },
);

/**
 * A touch-up booked already: the same slot again is a retry of the booking that succeeded, answered
 * as it stands; another slot is a second touch-up, refused.
 */
async function alreadyBooked(bookingId: string, artistId: string, slotId: string, now: Date) {
  const { data: touchUp } = await getDb()
    .entities.booking.get({ artistId, bookingId: touchUpIdOf(bookingId) })
    .go({ consistent: true });
  if (touchUp?.status !== 'confirmed' || touchUp.slotId !== slotId)
    throw new ApiError(409, 'touch_up_booked');
  return portalBookingView(touchUp, now);
}
