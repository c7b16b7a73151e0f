import type { WriteEntities, WriteItem } from '#functions/lib/db.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';

interface HeldSlot {
  slotStart: string;
  slotEnd: string;
}

/**
 * The transaction items that move a request's holds from the slots it holds to the slots it will
 * hold (a proposal made or picked, ADR 0087): each slice only the old slots cover is deleted, only
 * while this request holds it (or it is gone); each slice of the new slots is put with `expiresAt`,
 * only if free, already this request's, or expired (else someone holds it: 409 `slot_taken`).
 * Returned apart, in this order, so a caller can tell which failed. The slots on each side never
 * overlap one another (proposedSlotsProblem), so no slice is written twice.
 */
export function shiftHolds(
  slotHold: WriteEntities['slotHold'],
  shift: {
    artistId: string;
    requestId: string;
    from: readonly HeldSlot[];
    to: readonly (HeldSlot & { slotId: string; expiresAt: number })[];
    now: Date;
  },
): { release: WriteItem[]; claim: WriteItem[] } {
  const { artistId, requestId } = shift;
  const nowSeconds = Math.floor(shift.now.getTime() / 1000);
  const claimed = shift.to.flatMap((slot) =>
    slotSlices(slot.slotStart, slot.slotEnd).map((sliceStart) => ({ sliceStart, slot })),
  );
  const kept = new Set(claimed.map(({ sliceStart }) => sliceStart));
  const released = [
    ...new Set(shift.from.flatMap((slot) => slotSlices(slot.slotStart, slot.slotEnd))),
  ].filter((slice) => !kept.has(slice));
  return {
    release: released.map((sliceStart) =>
      slotHold
        .delete({ artistId, sliceStart })
        .where(
          (hold, { eq, notExists }) => `(${notExists(hold.requestId)} OR ${eq(hold.requestId, requestId)})`,
        )
        .commit(),
    ),
    claim: claimed.map(({ sliceStart, slot }) =>
      slotHold
        .put({
          artistId,
          sliceStart,
          requestId,
          slotId: slot.slotId,
          createdAt: shift.now.toISOString(),
          expiresAt: slot.expiresAt,
        })
        .where(
          (hold, { eq, notExists, lte }) =>
            `(${notExists(hold.requestId)} OR ${eq(hold.requestId, requestId)} OR ${lte(hold.expiresAt, nowSeconds)})`,
        )
        .commit(),
    ),
  };
}
