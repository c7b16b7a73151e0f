import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { moveToSlot, type SlotMove } from './move-to-slot.ts';

interface BookingMove {
  slotId: string;
  now: Date;
  correlationId: string;
  /** The artist (their calendar), or the client from the portal: a client's move is counted. */
  by: 'artist' | 'client';
  /** The booking as it stands now, to say why the move's condition failed (cancelled, or changed). */
  reload: () => Promise<BookingItem>;
  /** Not counted against the policy's moves: an earlier slot taken from the waitlist (issue 14). */
  uncounted?: true;
  /** Takes the booking off the waitlist in the same patch (an earlier slot taken from it). */
  leaveWaitlist?: true;
  /** More items of the same transaction (moveToSlot's `also`). */
  also?: SlotMove['also'];
}

/**
 * Moves an upcoming booking to another real slot (functions/lib/lifecycle/move-to-slot.ts): its
 * `.ics` SEQUENCE + 1, `slot.moved` of kind 'booking' with the money its new `.ics` still states,
 * the patch only while confirmed and still on the slot read; a client's move also counts
 * `clientMoves`, only while the count read is unchanged (the policy caps it). Cancelled meanwhile:
 * 409 `booking_canceled`; changed otherwise: 409 `conflict`. Answers the booking as moved.
 */
export async function moveBooking(booking: BookingItem, move: BookingMove) {
  const { artistId, bookingId } = booking;
  const sequence = booking.sequence + 1;
  const moves = booking.clientMoves ?? 0;
  const byClient = move.by === 'client';
  const counted = byClient && !move.uncounted;
  const { moved, refs } = await moveToSlot(artistId, booking, {
    label: byClient ? 'client move booking' : 'move booking',
    requestId: bookingId,
    slotId: move.slotId,
    now: move.now,
    correlationId: move.correlationId,
    by: move.by,
    ...(move.also && { also: move.also }),
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
        .remove(move.leaveWaitlist ? ['waitlistSince'] : [])
        .add(counted ? { sequence: 1, clientMoves: 1 } : { sequence: 1 })
        .append({ history: [entry] })
        .where(({ status, slotId, clientMoves }, { eq, notExists }) =>
          [
            eq(status, 'confirmed'),
            eq(slotId, booking.slotId),
            ...(counted
              ? [
                  moves === 0
                    ? `(${notExists(clientMoves)} OR ${eq(clientMoves, 0)})`
                    : eq(clientMoves, moves),
                ]
              : []),
          ].join(' AND '),
        )
        .commit();
    },
    // Cancelled meanwhile, or moved by a concurrent call (the caller may try again).
    patchFailed: async () => {
      const current = await move.reload();
      return new ApiError(409, current.status === 'canceled' ? 'booking_canceled' : 'conflict');
    },
  });
  return {
    moved: { ...moved, sequence, ...(counted && { clientMoves: moves + 1 }) },
    refs,
  };
}
