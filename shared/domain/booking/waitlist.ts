/**
 * Who is offered a freed slot (issue 14, item 5): the artist's waiting clients whose booking is
 * still confirmed, later than the freed slot and of the same length (a move keeps the length), in
 * the order they joined the waitlist; at most `MAX_OFFERED` of them, so a long waitlist does not
 * turn one free slot into a crowd of disappointed emails.
 */
export const MAX_OFFERED = 10;

export interface WaitingBooking {
  bookingId: string;
  status: 'confirmed' | 'canceled';
  slotStart: string;
  slotEnd: string;
  waitlistSince?: string | undefined;
}

export interface FreedSlot {
  start: string;
  end: string;
}

const lengthOf = (slot: { start: string; end: string }) => Date.parse(slot.end) - Date.parse(slot.start);

export function waitlistCandidates<T extends WaitingBooking>(
  freed: FreedSlot,
  bookings: readonly T[],
  now: Date,
): T[] {
  if (Date.parse(freed.start) <= now.getTime()) return [];
  return bookings
    .filter(
      (booking) =>
        booking.status === 'confirmed' &&
        booking.waitlistSince !== undefined &&
        Date.parse(booking.slotStart) > Date.parse(freed.start) &&
        lengthOf({ start: booking.slotStart, end: booking.slotEnd }) === lengthOf(freed),
    )
    .sort((a, b) => (a.waitlistSince ?? '').localeCompare(b.waitlistSince ?? ''))
    .slice(0, MAX_OFFERED);
}

/** Whether a client may take an offer for this booking now: offered, not taken, not started. */
export function offerOpenFor(
  offer: { offeredTo: readonly string[]; takenBy?: string | undefined; slotStart: string },
  bookingId: string,
  now: Date,
): 'open' | 'taken' | 'not_offered' | 'expired' {
  if (!offer.offeredTo.includes(bookingId)) return 'not_offered';
  if (offer.takenBy) return 'taken';
  if (Date.parse(offer.slotStart) <= now.getTime()) return 'expired';
  return 'open';
}
