import type { WriteEntities } from '#functions/lib/db.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';

/**
 * The transaction items that free a request's (or its booking's) slot: one delete per 15-minute
 * slice of [slotStart, slotEnd), each only while the slice is held by this request (or already
 * gone, e.g. expired), so a slice someone else holds is never released. Put them in the same
 * `db.transaction.write` as the state change (docs/decisions/0018-slot-holds-by-slices.md).
 */
export function releaseHolds(
  slotHold: WriteEntities['slotHold'],
  hold: { artistId: string; requestId: string; slotStart: string; slotEnd: string },
) {
  return slotSlices(hold.slotStart, hold.slotEnd).map((sliceStart) =>
    slotHold
      .delete({ artistId: hold.artistId, sliceStart })
      .where(
        ({ requestId }, { eq, notExists }) => `(${notExists(requestId)} OR ${eq(requestId, hold.requestId)})`,
      )
      .commit(),
  );
}
