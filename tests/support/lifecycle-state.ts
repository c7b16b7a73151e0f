import type { Db } from '#shared/db/service.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';

/*
 * What the booking lifecycle left in the table (requests, bookings, held slices, outbox items), read
 * for the assertions of the lifecycle tests; `lifecycle.ts` holds what they do.
 */

/** Everything of an artist's partition the lifecycle writes: requests, bookings and held slices. */
export async function lifecycleState(db: Db, artistId: string) {
  const [requests, bookings, holds] = await Promise.all([
    db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.booking.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.slotHold.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  return { requests: requests.data, bookings: bookings.data, holds: holds.data };
}

/** The slices held for a request (or its booking), ascending. */
export async function holdsOf(db: Db, artistId: string, requestId: string): Promise<string[]> {
  const { holds } = await lifecycleState(db, artistId);
  return holds
    .filter((hold) => hold.requestId === requestId)
    .map((hold) => hold.sliceStart)
    .sort();
}

/** The slices a slot covers (what its request must hold). */
export function slicesOf(slot: { start: string; end: string }): string[] {
  return slotSlices(slot.start, slot.end);
}

/** The outbox items of one detail type whose detail mentions `id`, with their payloads. */
export async function outboxEventsOf(db: Db, id: string, detailType: string) {
  const { data } = await db.entities.outboxEvent.scan
    .where(
      ({ detail, detailType: type }, { contains, eq }) =>
        `${contains(detail, id)} AND ${eq(type, detailType)}`,
    )
    .go({ pages: 'all' });
  return data.map((item) => (JSON.parse(item.detail) as { payload: Record<string, unknown> }).payload);
}
