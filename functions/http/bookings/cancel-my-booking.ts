import { bookingCancelled } from '../../../events/definitions/lifecycle.ts';
import { outboxItem } from '../../../events/outbox.ts';
import type { HistoryEntry } from '../../../shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { bookingRoutes } from '../../../shared/api/routes/bookings.ts';
import { bookingTab } from '../../../shared/domain/lifecycle/booking-tab.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { bookingViewOf } from '../../lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventMoneyOf, eventSubjectOf } from '../../lib/lifecycle/event-parts.ts';
import { slotViewOf } from '../../lib/lifecycle/item-views.ts';
import { loadOwnBooking, ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { releaseHolds } from '../../lib/lifecycle/release-holds.ts';
import { writeTransaction } from '../../lib/lifecycle/write-transaction.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { openBooking } from './open-booking.ts';

/**
 * The artist cancels an upcoming booking, with an optional reason for the client: ONE transaction
 * moves it to `canceled` (only while confirmed and still on the slot read), deletes its slot's holds
 * (the slot is bookable again) and records `booking.cancelled` by 'artist' (the client's email
 * carries a cancelling `.ics`). Cancelling it again answers it as it is, with no second event; a
 * booking already over answers 409 `booking_past`.
 */
export const handler = httpHandler(
  bookingRoutes.cancelMyBooking,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { bookingId } = params;
    const now = new Date();
    const stored = await loadOwnBooking(artistId, bookingId);
    const { refs, artist } = await ownRefs(artistId, [stored]);
    if (bookingTab(stored, now) === 'canceled') return bookingViewOf(stored, refs, now);
    const booking = openBooking(stored, now);

    const at = now.toISOString();
    const reason = body.reason || undefined;
    const entry: HistoryEntry = { at, action: 'cancelled', by: 'artist' };
    const location = eventLocationOf(refs.travel(artistId, booking.travelId), artist, { withAddress: true });
    const event = outboxItem(
      bookingCancelled,
      {
        ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
        bookingId,
        by: 'artist',
        ...(reason && { reason }),
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
      canceledBy: 'artist' as const,
      ...(reason && { cancelReason: reason }),
      updatedAt: at,
    };

    const canceled = await writeTransaction('cancel booking', () =>
      getDb()
        .transaction.write(({ booking: bookings, slotHold, outboxEvent }) => [
          bookings
            .patch({ artistId, bookingId })
            .set(changes)
            .append({ history: [entry] })
            .where(
              ({ status, slotId }, { eq }) => `${eq(status, 'confirmed')} AND ${eq(slotId, booking.slotId)}`,
            )
            .commit(),
          ...releaseHolds(slotHold, { ...booking, requestId: bookingId }),
          outboxEvent.create(event).commit(),
        ])
        .go(),
    );
    if (canceled) {
      const current = await loadOwnBooking(artistId, bookingId);
      if (current.status === 'canceled') return bookingViewOf(current, refs, new Date());
      throw new ApiError(409, 'conflict');
    }
    return bookingViewOf({ ...booking, ...changes, history: [...(booking.history ?? []), entry] }, refs, now);
  },
);
