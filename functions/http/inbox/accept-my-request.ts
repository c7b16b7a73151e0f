import { requestAccepted } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf, historyOf } from '#functions/lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventMoneyOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { loadOwnBooking, loadOwnRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';
import { depositDueAt, depositPolicyOf } from '#shared/domain/billing/deposit-policy.ts';
import { canPayDepositOnline } from '#shared/domain/billing/online-deposit.ts';
import { initialPaymentState } from '#shared/domain/lifecycle/payment-state.ts';
import { artistCurrency } from '#shared/domain/money.ts';

/**
 * Accepts a pending request with a final price and an optional deposit: ONE transaction moves the
 * request to `accepted` (only while pending), creates its booking (same id, only if absent; payment
 * state WAITING-FOR-DEPOSIT only with a deposit, docs/decisions/0025-payment-state.md) and records
 * `request.accepted`. The slot stays held by the request's slices. A retry, or a concurrent accept,
 * answers the booking the first one created, with no second event; a refused or cancelled request
 * answers 409 `request_not_pending`. docs/decisions/0026-request-lifecycle-transactions.md.
 */
/** A due deposit's item outlives its deadline a week (the job deletes it once handled). */
const DUE_KEPT_SECONDS = 7 * 24 * 3600;

export const handler = httpHandler(
  inboxRoutes.acceptMyRequest,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnRequest(artistId, requestId);
    if (request.status === 'accepted') return existingBooking(artistId, requestId);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
    const { refs, artist } = await ownRefs(artistId, [request]);

    const now = new Date();
    const at = now.toISOString();
    const depositCents = body.depositCents ? body.depositCents : undefined;
    // Under a deadline to pay (the artist's policy), unpaid by then the booking is cancelled.
    const policy = depositPolicyOf(artist);
    const dueAt = depositDueAt(policy, {
      acceptedAt: now.toISOString(),
      slotStart: request.slotStart,
      depositCents,
    });
    const accepted: HistoryEntry = { at, action: 'accepted', by: 'artist' };
    const booking: BookingItem = {
      artistId,
      bookingId: requestId,
      status: 'confirmed',
      projectType: request.projectType,
      ...(request.flashId && { flashId: request.flashId }),
      placement: request.placement,
      size: request.size,
      ...(request.text && { text: request.text }),
      referenceImageIds: request.referenceImageIds ?? [],
      slotId: request.slotId,
      slotStart: request.slotStart,
      slotEnd: request.slotEnd,
      ...(request.travelId && { travelId: request.travelId }),
      clientEmail: request.clientEmail,
      clientFirstName: request.clientFirstName,
      clientLastName: request.clientLastName,
      clientAge: request.clientAge,
      ...(request.clientInstagram && { clientInstagram: request.clientInstagram }),
      clientAlreadyTattooed: request.clientAlreadyTattooed,
      locale: request.locale,
      priceCents: body.priceCents,
      ...(depositCents && { depositCents }),
      currency: artistCurrency(artist),
      paymentState: initialPaymentState(depositCents),
      ...(dueAt && { depositDueAt: dueAt }),
      depositPolicy: policy,
      sequence: 0,
      history: [...historyOf(request), accepted],
      acceptedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    const location = eventLocationOf(refs.travel(artistId, request.travelId), artist, { withAddress: true });
    const event = outboxItem(
      requestAccepted,
      {
        ...eventSubjectOf(request, artist),
        bookingId: requestId,
        slot: slotViewOf(request, artist),
        ...(location && { location }),
        ...eventMoneyOf(booking),
        paymentState: booking.paymentState,
        sequence: 0,
        // The client can pay the deposit online (ADR 0057): the email says so and leads to the portal.
        ...(canPayDepositOnline(booking, artist, now) && { depositOnline: true as const }),
        ...(dueAt && { depositDueAt: dueAt }),
        depositPolicy: policy,
      },
      { correlationId, now },
    );

    const canceled = await writeTransaction('accept request', () =>
      getDb()
        .transaction.write(({ bookingRequest, booking: bookings, depositDue, outboxEvent }) => [
          bookingRequest
            .patch({ artistId, requestId })
            .set({ status: 'accepted', bookingId: requestId, updatedAt: at })
            .append({ history: [accepted] })
            .where(({ status }, { eq }) => eq(status, 'pending'))
            .commit(),
          bookings.create(booking).commit(),
          ...(dueAt
            ? [
                depositDue
                  .put({
                    dueHour: dueHourOf(dueAt),
                    dueAt,
                    artistId,
                    bookingId: requestId,
                    expiresAt: Math.floor(Date.parse(dueAt) / 1000) + DUE_KEPT_SECONDS,
                  })
                  .commit(),
              ]
            : []),
          outboxEvent.create(event).commit(),
        ])
        .go(),
    );
    if (!canceled) return bookingViewOf(booking, refs, now);
    // Accepted meanwhile (a retry or a concurrent accept): its booking; else refused or cancelled.
    const current = await loadOwnRequest(artistId, requestId);
    if (current.status === 'accepted') return existingBooking(artistId, requestId);
    throw new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
  },
);

async function existingBooking(artistId: string, bookingId: string): Promise<BookingView> {
  const booking = await loadOwnBooking(artistId, bookingId);
  const { refs } = await ownRefs(artistId, [booking]);
  return bookingViewOf(booking, refs, new Date());
}
