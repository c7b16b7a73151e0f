import type { EventPayload } from '#events/define-event.ts';
import type { artistDeleted } from '#events/definitions/account.ts';
import { getDb } from '#functions/lib/db.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';

type Deleted = EventPayload<typeof artistDeleted>;

/**
 * What a kept request or booking loses with its artist (ADR 0055): the artist's private note and
 * what pointed at the artist's erased items (flash, travel, reference images: their images are
 * erased with the artist's media). The client's own details, the slot, the price and the history stay.
 */
export function anonymised<T extends RequestItem | BookingItem>(item: T, deleted: Deleted) {
  const {
    flashId: _flash,
    travelId: _travel,
    referenceImageIds: _references,
    paymentNote: _note,
    ...kept
  } = item as T & { paymentNote?: string };
  // Closed before the account went, unless a request or booking slipped in meanwhile: closed now.
  const open = closedAt(kept, deleted.deletedAt);
  return {
    ...kept,
    ...open,
    artistId: deleted.anonymousId,
    formerArtist: {
      deletedAt: deleted.deletedAt,
      timezone: deleted.timezone,
      hourFormat: deleted.hourFormat,
    },
  };
}

/**
 * A request still pending is declined, a booking still ahead is cancelled, at the deletion: the
 * deletion closed every one it read, so only one written between that read and the account's end
 * is found open here (the client's history then never shows an action it can no longer take).
 */
function closedAt(item: { status: string; slotEnd: string }, deletedAt: string) {
  if (item.status === 'pending') return { status: 'refused' as const, updatedAt: deletedAt };
  if (item.status === 'confirmed' && item.slotEnd > deletedAt)
    return {
      status: 'canceled' as const,
      canceledAt: deletedAt,
      canceledBy: 'artist' as const,
      updatedAt: deletedAt,
    };
  return {};
}

/**
 * Moves the artist's requests and bookings to the event's anonymous partition, each in ONE
 * transaction (delete the original, put the copy): the clients' portals still find them by their
 * email (`gsi2`), the artist's id no longer leads to them. A retry moves only what is left.
 */
export async function rehomeClientHistory(deleted: Deleted): Promise<number> {
  const db = getDb();
  const { artistId } = deleted;
  const [requests, bookings] = await Promise.all([
    db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.booking.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  for (const request of requests.data) {
    await db.transaction
      .write(({ bookingRequest }) => [
        bookingRequest.delete({ artistId, requestId: request.requestId }).commit(),
        bookingRequest.put(anonymised(request, deleted)).commit(),
      ])
      .go();
  }
  for (const booking of bookings.data) {
    await db.transaction
      .write(({ booking: entity }) => [
        entity.delete({ artistId, bookingId: booking.bookingId }).commit(),
        entity.put(anonymised(booking, deleted)).commit(),
      ])
      .go();
  }
  return requests.data.length + bookings.data.length;
}
