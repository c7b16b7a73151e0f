import type { WriteEntities } from '#functions/lib/db.ts';

/**
 * The transaction item that holds one slice for a request: only if nobody holds it, or its hold
 * has expired (an unconfirmed request's cart hold lapsed before DynamoDB's TTL deleted it: the slot
 * engine already offers the slice, so the write must take it too). A failure means someone holds it.
 * docs/decisions/0018-slot-holds-by-slices.md, 0067-booking-requests-confirmed-by-email.md.
 */
export function claimHold(
  slotHold: WriteEntities['slotHold'],
  hold: {
    artistId: string;
    sliceStart: string;
    requestId: string;
    slotId: string;
    createdAt: string;
    expiresAt: number;
  },
  nowSeconds: number,
) {
  return slotHold
    .put(hold)
    .where(
      ({ requestId, expiresAt }, { notExists, lte }) =>
        `(${notExists(requestId)} OR ${lte(expiresAt, nowSeconds)})`,
    )
    .commit();
}

/**
 * The transaction items that hold a request's slices until `expiresAt`: each extended only while
 * still this request's (`extend`: a request confirmed, or drawn, whose cart hold holds them), else
 * each claimed only if free (`claimHold`).
 */
export function requestHolds(
  slotHold: WriteEntities['slotHold'],
  request: { artistId: string; requestId: string; slotId: string; createdAt: string },
  slices: readonly string[],
  hold: { expiresAt: number; extend: boolean; nowSeconds: number },
) {
  const { artistId, requestId } = request;
  return slices.map((sliceStart) =>
    hold.extend
      ? slotHold
          .patch({ artistId, sliceStart })
          .set({ expiresAt: hold.expiresAt })
          .where((item, { eq }) => eq(item.requestId, requestId))
          .commit()
      : claimHold(
          slotHold,
          {
            artistId,
            sliceStart,
            requestId,
            slotId: request.slotId,
            createdAt: request.createdAt,
            expiresAt: hold.expiresAt,
          },
          hold.nowSeconds,
        ),
  );
}
