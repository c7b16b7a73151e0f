import { requestAccepted } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import type { ArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { claimHold } from '#functions/lib/lifecycle/claim-hold.ts';
import { eventLocationOf, eventMoneyOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { holdExpiresAt } from '#functions/lib/lifecycle/move-holds.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { uuidV5 } from '#shared/domain/booking/request-id.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { initialPaymentState } from '#shared/domain/lifecycle/payment-state.ts';
import type { BookableSlot } from '#shared/domain/slots/types.ts';

/** The UUID v5 namespace of touch-up booking ids (a fixed random UUID: never change it). */
const TOUCH_UP_NAMESPACE = '6f1d2c3b-4a59-4e68-8f7a-9b0c1d2e3f40';

/** The id of a booking's touch-up: the same for every try, so a retried booking makes one. */
export const touchUpIdOf = (bookingId: string) => uuidV5(bookingId, TOUCH_UP_NAMESPACE);

/**
 * The touch-up of `original` on `slot`: a booking of the same client and artist, project type
 * `touchup`, free (price 0, no deposit: DEPOSIT-PAID, which every view shows as "no deposit", ADR
 * 0025), marked `touchUpOf` the original, under the original's copy of the policy.
 */
export function touchUpBookingOf(original: BookingItem, slot: BookableSlot, now: Date): BookingItem {
  const at = now.toISOString();
  return {
    artistId: original.artistId,
    bookingId: touchUpIdOf(original.bookingId),
    status: 'confirmed',
    projectType: 'touchup',
    placement: original.placement,
    size: original.size,
    referenceImageIds: [],
    slotId: slot.slotId,
    slotStart: slot.start,
    slotEnd: slot.end,
    ...(slot.location?.travelId && { travelId: slot.location.travelId }),
    clientEmail: original.clientEmail,
    clientFirstName: original.clientFirstName,
    clientLastName: original.clientLastName,
    clientAge: original.clientAge,
    ...(original.clientInstagram && { clientInstagram: original.clientInstagram }),
    clientAlreadyTattooed: true,
    locale: original.locale,
    priceCents: 0,
    currency: original.currency,
    paymentState: initialPaymentState(undefined),
    ...(original.depositPolicy && { depositPolicy: original.depositPolicy }),
    touchUpOf: { bookingId: original.bookingId, slotStart: original.slotStart },
    sequence: 0,
    history: [{ at, action: 'touch-up-booked', by: 'client' }],
    acceptedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * ONE transaction: the original marks its touch-up (only while confirmed and without one: a second
 * touch-up, or two tries at once, make one), the touch-up booking (only if absent), one hold per
 * slice of its slot (each only if free: 409 `slot_taken`), and `request.accepted` naming the
 * original (the client's confirmation with its `.ics`, the reminders and aftercare, the artist's
 * day summary, as for any booking). 409 `touch_up_booked` when the original's condition failed.
 */
export async function writeTouchUp(
  original: BookingItem,
  touchUp: BookingItem,
  context: { artist: ArtistItem; refs: ArtistRefs; now: Date; correlationId: string },
): Promise<void> {
  const { artist, refs, now } = context;
  const at = now.toISOString();
  const location = eventLocationOf(refs.travel(touchUp.artistId, touchUp.travelId), artist, {
    withAddress: true,
  });
  const event = outboxItem(
    requestAccepted,
    {
      ...eventSubjectOf({ ...touchUp, requestId: touchUp.bookingId }, artist),
      bookingId: touchUp.bookingId,
      slot: slotViewOf(touchUp, artist),
      ...(location && { location }),
      ...eventMoneyOf(touchUp),
      paymentState: touchUp.paymentState,
      sequence: 0,
      touchUpOf: original.bookingId,
    },
    { correlationId: context.correlationId, now },
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const slices = slotSlices(touchUp.slotStart, touchUp.slotEnd);
  const canceled = await writeTransaction('touch-up', () =>
    getDb()
      .transaction.write(({ booking, slotHold, outboxEvent }) => [
        booking
          .patch({ artistId: original.artistId, bookingId: original.bookingId })
          .set({ touchUpBookingId: touchUp.bookingId, updatedAt: at })
          .where(
            ({ status, touchUpBookingId }, { eq, notExists }) =>
              `${eq(status, 'confirmed')} AND ${notExists(touchUpBookingId)}`,
          )
          .commit(),
        booking.create(touchUp).commit(),
        ...slices.map((sliceStart) =>
          claimHold(
            slotHold,
            {
              artistId: touchUp.artistId,
              sliceStart,
              requestId: touchUp.bookingId,
              slotId: touchUp.slotId,
              createdAt: at,
              expiresAt: holdExpiresAt(touchUp.slotEnd),
            },
            nowSeconds,
          ),
        ),
        outboxEvent.create(event).commit(),
      ])
      .go(),
  );
  if (!canceled) return;
  if (canceled.anyFailed(0, 2)) throw new ApiError(409, 'touch_up_booked');
  throw new ApiError(409, canceled.anyFailed(2, 2 + slices.length) ? 'slot_taken' : 'conflict');
}
