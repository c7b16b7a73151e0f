import type { WriteEntities } from '#functions/lib/db.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { claimHold } from './claim-hold.ts';

/** A hold is kept a week after its slot ended, then expires (TTL). */
const HOLD_KEPT_AFTER_SLOT_SECONDS = 7 * 24 * 60 * 60;

/** The TTL (epoch seconds) of the holds of a slot ending at `slotEnd`. */
export function holdExpiresAt(slotEnd: string): number {
  return Math.floor(new Date(slotEnd).getTime() / 1000) + HOLD_KEPT_AFTER_SLOT_SECONDS;
}

interface HeldSlot {
  slotStart: string;
  slotEnd: string;
}

/**
 * The transaction items that move a request's (or its booking's) holds from one slot to another:
 * the slices only the old slot covers are deleted (each only while this request holds it), the
 * slices only the new one covers are put (each only if absent or expired: a failure there means
 * someone holds it, 409 `slot_taken`). Returned apart, in this order, so a caller can tell which failed.
 * docs/decisions/0026-request-lifecycle-transactions.md.
 */
export function moveHolds(
  slotHold: WriteEntities['slotHold'],
  move: {
    artistId: string;
    requestId: string;
    from: HeldSlot;
    to: HeldSlot & { slotId: string };
    now: string;
  },
) {
  const before = slotSlices(move.from.slotStart, move.from.slotEnd);
  const after = slotSlices(move.to.slotStart, move.to.slotEnd);
  const afterSet = new Set(after);
  const beforeSet = new Set(before);
  const released = before.filter((slice) => !afterSet.has(slice));
  const claimed = after.filter((slice) => !beforeSet.has(slice));
  const expiresAt = holdExpiresAt(move.to.slotEnd);
  return {
    // As releaseHolds (release-holds.ts) does for a whole slot: only while this request holds it.
    release: released.map((sliceStart) =>
      slotHold
        .delete({ artistId: move.artistId, sliceStart })
        .where(
          ({ requestId }, { eq, notExists }) =>
            `(${notExists(requestId)} OR ${eq(requestId, move.requestId)})`,
        )
        .commit(),
    ),
    claim: claimed.map((sliceStart) =>
      claimHold(
        slotHold,
        {
          artistId: move.artistId,
          sliceStart,
          requestId: move.requestId,
          slotId: move.to.slotId,
          createdAt: move.now,
          expiresAt,
        },
        Math.floor(new Date(move.now).getTime() / 1000),
      ),
    ),
  };
}
