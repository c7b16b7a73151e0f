import { slotMoved } from '../../../events/definitions/lifecycle.ts';
import { outboxItem } from '../../../events/outbox.ts';
import type { HistoryEntry } from '../../../shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { routes } from '../../../shared/api/routes.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { bookingViewOf } from '../../lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventSubjectOf } from '../../lib/lifecycle/event-parts.ts';
import { slotViewOf } from '../../lib/lifecycle/item-views.ts';
import { moveHolds } from '../../lib/lifecycle/move-holds.ts';
import { moveTarget } from '../../lib/lifecycle/move-target.ts';
import { loadOwnBooking, ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { writeTransaction } from '../../lib/lifecycle/write-transaction.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { openBooking } from './open-booking.ts';

/**
 * Moves an upcoming booking to another real slot of the artist, as a request is moved
 * (functions/http/inbox/move-my-request.ts): the engine's check, then ONE transaction patches the
 * booking (only while confirmed and still on the slot read; its `.ics` SEQUENCE + 1), swaps the
 * slices that differ (409 `slot_taken` if one is held) and records `slot.moved` (kind 'booking', the
 * new address and sequence). Cancelled: 409 `booking_canceled`; over: 409 `booking_past`.
 */
export const handler = httpHandler(routes.moveMyBooking, async ({ params, body, caller, correlationId }) => {
  const { artistId } = requireArtist(caller);
  const { bookingId } = params;
  const now = new Date();
  const booking = openBooking(await loadOwnBooking(artistId, bookingId), now);
  if (body.slotId === booking.slotId) {
    const { refs } = await ownRefs(artistId, [booking]);
    return bookingViewOf(booking, refs, now);
  }
  const target = await moveTarget(artistId, bookingId, body.slotId, now);
  const travelId = target.location?.travelId;
  const sequence = booking.sequence + 1;
  const moved = { ...booking, slotId: target.slotId, slotStart: target.start, slotEnd: target.end, travelId };
  const { refs, artist } = await ownRefs(artistId, [booking, moved]);

  const at = now.toISOString();
  const entry: HistoryEntry = {
    at,
    action: 'moved',
    by: 'artist',
    fromStart: booking.slotStart,
    toStart: target.start,
  };
  const location = eventLocationOf(refs.travel(artistId, travelId), { withAddress: true });
  const event = outboxItem(
    slotMoved,
    {
      ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
      kind: 'booking',
      bookingId,
      from: slotViewOf(booking, artist),
      to: slotViewOf(moved, artist),
      ...(location && { location }),
      sequence,
    },
    { correlationId, now },
  );
  const slot = { slotId: target.slotId, slotStart: target.start, slotEnd: target.end, updatedAt: at };

  let claimFrom = 0;
  let claimTo = 0;
  const canceled = await writeTransaction('move booking', () =>
    getDb()
      .transaction.write(({ booking: bookings, slotHold, outboxEvent }) => {
        const holds = moveHolds(slotHold, {
          artistId,
          requestId: bookingId,
          from: booking,
          to: moved,
          now: at,
        });
        claimFrom = 1 + holds.release.length;
        claimTo = claimFrom + holds.claim.length;
        const patch = bookings.patch({ artistId, bookingId });
        return [
          (travelId ? patch.set({ ...slot, travelId }) : patch.set(slot).remove(['travelId']))
            .add({ sequence: 1 })
            .append({ history: [entry] })
            .where(
              ({ status, slotId }, { eq }) => `${eq(status, 'confirmed')} AND ${eq(slotId, booking.slotId)}`,
            )
            .commit(),
          ...holds.release,
          ...holds.claim,
          outboxEvent.create(event).commit(),
        ];
      })
      .go(),
  );
  if (canceled) {
    if (canceled.failed(0)) {
      // Cancelled meanwhile, or moved by a concurrent call (the artist may try again).
      const current = await loadOwnBooking(artistId, bookingId);
      throw new ApiError(409, current.status === 'canceled' ? 'booking_canceled' : 'conflict');
    }
    throw new ApiError(409, canceled.anyFailed(claimFrom, claimTo) ? 'slot_taken' : 'conflict');
  }
  return bookingViewOf(
    { ...moved, sequence, history: [...(booking.history ?? []), entry], updatedAt: at },
    refs,
    now,
  );
});
