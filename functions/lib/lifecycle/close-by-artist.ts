import { bookingCancelled, requestRefused } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { heldSlotsOf } from '#shared/domain/lifecycle/proposal.ts';
import type { ArtistRefs } from './artist-refs.ts';
import { eventLocationOf, eventMoneyOf, eventSubjectOf } from './event-parts.ts';
import { slotViewOf } from './item-views.ts';
import { releaseHolds } from './release-holds.ts';
import { type CanceledTransaction, writeTransaction } from './write-transaction.ts';

interface Closing {
  artist: ArtistItem;
  refs: ArtistRefs;
  /** For the client, in their email and portal; none: no reason given. */
  reason?: string | undefined;
  now: Date;
  correlationId: string;
  /** The artist is deleting their account (ADR 0055): the client's email links to no page. */
  accountClosed?: true | undefined;
  /**
   * The deposit was not paid by the policy's deadline (issue 14): cancelled only while it is still
   * awaited, and both sides are told why.
   */
  depositExpired?: true | undefined;
  /** Who cancels: the artist (default), or the client from the portal (issue 14, item 3). */
  by?: 'artist' | 'client';
}

/**
 * The closing a handler asks for (`POST …/cancel`, `POST …/refuse`): the optional reason of its
 * `reasonInput` body (an empty one is none), who closes (the artist unless said), now.
 */
export function askedClosing(
  owner: { artist: ArtistItem; refs: ArtistRefs },
  asked: { body: { reason?: string | undefined }; correlationId: string },
  now: Date,
  by: 'artist' | 'client' = 'artist',
): Closing {
  return { ...owner, reason: asked.body.reason || undefined, now, correlationId: asked.correlationId, by };
}

/**
 * The artist (or the client, `by`) cancels an open booking: ONE transaction moves it to `canceled` (only while confirmed
 * and still on the slot read), deletes its slot's holds (the slot is bookable again) and records
 * `booking.cancelled` by 'artist' (the client's email carries a cancelling `.ics`). Answers what was
 * written, and the canceled transaction's reasons when a condition failed (nothing written).
 */
export async function cancelBookingAsArtist(booking: BookingItem, closing: Closing) {
  const { artist, refs, reason, now, correlationId, accountClosed, depositExpired } = closing;
  const by = closing.by ?? 'artist';
  const { artistId, bookingId } = booking;
  const at = now.toISOString();
  const entry: HistoryEntry = { at, action: 'cancelled', by };
  const location = eventLocationOf(refs.travel(artistId, booking.travelId), artist, { withAddress: true });
  const event = outboxItem(
    bookingCancelled,
    {
      ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
      bookingId,
      by,
      ...(reason && { reason }),
      ...(accountClosed && { accountClosed }),
      ...(depositExpired && { depositExpired }),
      slot: slotViewOf(booking, artist),
      ...(location && { location }),
      ...eventMoneyOf(booking),
      paymentState: booking.paymentState,
      sequence: booking.sequence,
    },
    { correlationId, now },
  );
  const changes = {
    status: 'canceled' as const,
    canceledAt: at,
    canceledBy: by,
    ...(reason && { cancelReason: reason }),
    updatedAt: at,
  };
  const canceled: CanceledTransaction | undefined = await writeTransaction('cancel booking', () =>
    getDb()
      .transaction.write(({ booking: bookings, slotHold, outboxEvent }) => [
        bookings
          .patch({ artistId, bookingId })
          .set(changes)
          .append({ history: [entry] })
          .where(({ status, slotId, paymentState }, { eq }) =>
            [
              eq(status, 'confirmed'),
              eq(slotId, booking.slotId),
              ...(depositExpired ? [eq(paymentState, 'WAITING-FOR-DEPOSIT')] : []),
            ].join(' AND '),
          )
          .commit(),
        ...releaseHolds(slotHold, { ...booking, requestId: bookingId }),
        outboxEvent.create(event).commit(),
      ])
      .go(),
  );
  return { canceled, closed: { ...booking, ...changes, history: [...(booking.history ?? []), entry] } };
}

/**
 * The artist declines a pending request: ONE transaction moves it to `refused` (only while pending),
 * deletes its slot's holds (each only while this request holds it) and records `request.refused`.
 * Answers what was written, and the canceled transaction's reasons when a condition failed.
 */
export async function refuseRequestAsArtist(request: RequestItem, closing: Closing) {
  const { artist, refs, reason, now, correlationId, accountClosed } = closing;
  const { artistId, requestId } = request;
  const at = now.toISOString();
  const entry: HistoryEntry = { at, action: 'refused', by: 'artist' };
  const location = eventLocationOf(refs.travel(artistId, request.travelId), artist, { withAddress: false });
  const event = outboxItem(
    requestRefused,
    {
      ...eventSubjectOf(request, artist),
      slot: slotViewOf(request, artist),
      ...(location && { location }),
      ...(reason && { reason }),
      ...(accountClosed && { accountClosed }),
    },
    { correlationId, now },
  );
  const changes = { status: 'refused' as const, updatedAt: at, ...(reason && { refuseReason: reason }) };
  const canceled: CanceledTransaction | undefined = await writeTransaction('refuse request', () =>
    getDb()
      .transaction.write(({ bookingRequest, slotHold, outboxEvent }) => [
        bookingRequest
          .patch({ artistId, requestId })
          .set(changes)
          .append({ history: [entry] })
          .where(({ status }, { eq }) => eq(status, 'pending'))
          .commit(),
        // Its slot's holds, or its proposed times' while open (ADR 0087).
        ...heldSlotsOf(request, now).flatMap((held) => releaseHolds(slotHold, { ...request, ...held })),
        outboxEvent.create(event).commit(),
      ])
      .go(),
  );
  return { canceled, closed: { ...request, ...changes, history: [...(request.history ?? []), entry] } };
}
