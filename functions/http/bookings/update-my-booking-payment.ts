import { paymentUpdated } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { eventMoneyOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { loadOwnBooking, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { canSetPaymentState } from '#shared/domain/lifecycle/payment-state.ts';

/** Rounds when a concurrent payment update changed the state between the read and the write. */
const ROUNDS = 4;

/**
 * The artist sets a booking's payment state and note (past bookings too: the total is often paid
 * at the session). WAITING-FOR-DEPOSIT on a booking without a deposit: 400 (docs/decisions/
 * 0025-payment-state.md); a cancelled booking: 409 `booking_canceled`; the same state and note:
 * answered as is, no event. Else ONE transaction updates it (only while confirmed and still in the
 * state read), appends a history entry and records `payment.updated` with the previous state.
 */
export const handler = httpHandler(
  bookingRoutes.updateMyBookingPayment,
  async ({ params, body, caller, correlationId }): Promise<BookingView> => {
    const { artistId } = requireArtist(caller);
    const { bookingId } = params;
    for (let round = 1; ; round++) {
      const booking = await loadOwnBooking(artistId, bookingId);
      if (booking.status === 'canceled') throw new ApiError(409, 'booking_canceled');
      if (!canSetPaymentState(body.paymentState, booking.depositCents)) {
        throw new ApiError(400, 'validation_failed', [
          { path: 'paymentState', key: 'validation.lifecycle.noDepositToWait' },
        ]);
      }
      const { refs, artist } = await ownRefs(artistId, [booking]);
      const now = new Date();
      const note = body.note;
      const previousState = booking.paymentState;
      if (previousState === body.paymentState && (booking.paymentNote ?? '') === note) {
        return bookingViewOf(booking, refs, now);
      }

      const at = now.toISOString();
      const entry: HistoryEntry = {
        at,
        action: 'payment-updated',
        by: 'artist',
        paymentState: body.paymentState,
      };
      const event = outboxItem(
        paymentUpdated,
        {
          ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
          bookingId,
          previousState,
          paymentState: body.paymentState,
          ...(note && { note }),
          slot: slotViewOf(booking, artist),
          ...eventMoneyOf(booking),
        },
        { correlationId, now },
      );
      const changes = { paymentState: body.paymentState, updatedAt: at };
      const canceled = await writeTransaction('update payment', () =>
        getDb()
          .transaction.write(({ booking: bookings, outboxEvent }) => {
            const patch = bookings.patch({ artistId, bookingId });
            return [
              (note
                ? patch.set({ ...changes, paymentNote: note })
                : patch.set(changes).remove(['paymentNote'])
              )
                .append({ history: [entry] })
                .where(
                  ({ status, paymentState }, { eq }) =>
                    `${eq(status, 'confirmed')} AND ${eq(paymentState, previousState)}`,
                )
                .commit(),
              outboxEvent.create(event).commit(),
            ];
          })
          .go(),
      );
      if (!canceled) {
        const { paymentNote: _previousNote, ...rest } = booking;
        return bookingViewOf(
          {
            ...rest,
            ...changes,
            ...(note && { paymentNote: note }),
            history: [...(booking.history ?? []), entry],
          },
          refs,
          now,
        );
      }
      // Cancelled or changed meanwhile: read it again and decide anew.
      if (round >= ROUNDS) throw new ApiError(409, 'conflict');
    }
  },
);
