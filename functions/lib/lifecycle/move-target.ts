import { anyZoneAround, loadSchedule, offeredSlot } from '#functions/lib/artist-schedule.ts';
import { ApiError } from '#shared/api/errors.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import type { BookableSlot } from '#shared/domain/slots/types.ts';

/**
 * The slot an artist moves a request or a booking to: any quarter-hour start inside their working
 * hours where the length the id names fits (shared/domain/slots/movable-slots.ts), from fresh data
 * (the same engine as the public slots and the request's creation), except that
 * the artist is bound neither by the request delay nor by the open/closed toggles, and the request's
 * own holds do not count (it may move to a slot overlapping its current one). 409 `slot_taken` when
 * someone else holds it, `slot_unavailable` when it is not offered (never existed, past, changed).
 */
export async function moveTarget(
  artistId: string,
  requestId: string,
  slotId: string,
  now: Date,
): Promise<BookableSlot> {
  const parts = parseSlotId(slotId);
  if (!parts) throw new ApiError(409, 'slot_unavailable');
  const schedule = await loadSchedule(artistId, anyZoneAround(parts.localDate));
  if (!schedule) throw new ApiError(404, 'not_found');
  return offeredSlot(schedule, slotId, now, {
    requestDelayMinutes: 0,
    exceptHoldsOf: requestId,
    anyStart: true,
  });
}
