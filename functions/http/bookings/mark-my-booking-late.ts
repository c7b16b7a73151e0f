import { bookingLateArrival } from '#events/definitions/lifecycle.ts';
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
import { acceptedPolicy } from '#shared/domain/billing/deposit-policy.ts';
import { lateArrivalRefusal } from '#shared/domain/booking/late-arrival.ts';

/**
 * The artist marks a started booking's client arrived late (issue 31, ADR 0097): under the policy
 * the client accepted (the booking's copy), the deposit is forfeited. Another artist's booking:
 * 404; before its start, without the rule, without a paid deposit or once cancelled: 409, nothing
 * written; marked already: answered as it is, no second event. Else ONE transaction sets
 * `lateArrivalAt` (only while confirmed, deposit paid and not yet marked), appends the history
 * line and records `booking.late-arrival-marked`, whose email tells the client.
 */
export const handler = httpHandler(
  bookingRoutes.markMyBookingLate,
  async ({ params, caller, correlationId }): Promise<BookingView> => {
    const { artistId } = requireArtist(caller);
    const { bookingId } = params;
    const booking = await loadOwnBooking(artistId, bookingId);
    const { refs, artist } = await ownRefs(artistId, [booking]);
    const now = new Date();
    if (booking.lateArrivalAt) return bookingViewOf(booking, refs, now);
    const policy = acceptedPolicy(booking, artist);
    const refusal = lateArrivalRefusal(policy, booking, now);
    if (refusal) throw new ApiError(409, refusal);

    const at = now.toISOString();
    const entry: HistoryEntry = { at, action: 'late-arrival', by: 'artist' };
    const event = outboxItem(
      bookingLateArrival,
      {
        ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
        bookingId,
        slot: slotViewOf(booking, artist),
        ...eventMoneyOf(booking),
        lateArrivalMinutes: policy.lateArrivalMinutes ?? 0,
      },
      { correlationId, now },
    );
    const canceled = await writeTransaction('mark late arrival', () =>
      getDb()
        .transaction.write(({ booking: bookings, outboxEvent }) => [
          bookings
            .patch({ artistId, bookingId })
            .set({ lateArrivalAt: at, updatedAt: at })
            .append({ history: [entry] })
            .where(
              ({ status, paymentState, lateArrivalAt }, { eq, notExists }) =>
                `${eq(status, 'confirmed')} AND ${eq(paymentState, 'DEPOSIT-PAID')} AND ${notExists(lateArrivalAt)}`,
            )
            .commit(),
          outboxEvent.create(event).commit(),
        ])
        .go(),
    );
    if (!canceled) {
      const marked = {
        ...booking,
        lateArrivalAt: at,
        updatedAt: at,
        history: [...(booking.history ?? []), entry],
      };
      return bookingViewOf(marked, refs, now);
    }
    // Marked, paid back or cancelled meanwhile: answer it as it is now, or say why not.
    const current = await loadOwnBooking(artistId, bookingId);
    if (current.lateArrivalAt) return bookingViewOf(current, refs, new Date());
    throw new ApiError(409, lateArrivalRefusal(policy, current, new Date()) ?? 'conflict');
  },
);
