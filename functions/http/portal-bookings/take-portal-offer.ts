import { waitlistOfferTaken } from '#events/definitions/waitlist.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { batchGet } from '#functions/lib/lifecycle/artist-refs.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { moveBooking } from '#functions/lib/lifecycle/move-booking.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { offerOpenFor } from '#shared/domain/booking/waitlist.ts';
import { portalBookingOf } from './portal-views.ts';

/**
 * `POST /portal/offers/{offerId}/take {bookingId}` (issue 14, item 5): a waiting client takes the
 * earlier slot they were offered. The booking moves there through the same move as the client's own
 * (a new `.ics` for them, a notice to the artist), not counted against the policy's moves, in ONE
 * transaction that also claims the slot's 15-minute holds only if free, marks the offer taken only
 * if nobody took it, takes the booking off the waitlist and records `waitlist.offer-taken` (the
 * others are told it is gone). Of clients confirming at once exactly one gets it; the others: 409
 * `offer_taken`. An offer not made to this booking, or another client's booking: 404; started: 409
 * `offer_expired`; a different length: 400 `slot_length_differs`.
 */
export const handler = httpHandler(
  portalRoutes.takePortalOffer,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const booking = await readClientBooking(email, body.bookingId);
    const { artistId, bookingId } = booking;
    const db = getDb();
    const { data: offer } = await db.entities.slotOffer
      .get({ artistId, offerId: params.offerId })
      .go({ consistent: true });
    const now = new Date();
    if (!offer) throw new ApiError(404, 'not_found');
    const state = offerOpenFor(offer, bookingId, now);
    if (state === 'not_offered') throw new ApiError(404, 'not_found');
    if (offer.takenBy === bookingId && booking.slotId === offer.slotId) {
      const { refs } = await ownRefs(artistId, [booking]);
      const view = portalBookingOf(booking, refs, now);
      if (!view) throw new ApiError(404, 'not_found');
      return view;
    }
    if (state === 'taken') throw new ApiError(409, 'offer_taken');
    if (state === 'expired') throw new ApiError(409, 'offer_expired');
    if (booking.status === 'canceled') throw new ApiError(409, 'booking_canceled');

    // The others offered it, told it is gone once the move commits.
    const others = await batchGet(
      offer.offeredTo.filter((id) => id !== bookingId).map((id) => ({ artistId, bookingId: id })),
      (keys) => db.entities.booking.get(keys).go(),
    );
    const { artist } = await ownRefs(artistId, [booking]);
    const at = now.toISOString();
    const offeredSlot = slotViewOf(
      { slotId: offer.slotId, slotStart: offer.slotStart, slotEnd: offer.slotEnd },
      artist,
    );
    const taken = outboxItem(
      waitlistOfferTaken,
      {
        artistId,
        pseudo: artist.pseudo,
        artist: { email: artist.email, locale: artist.locale, displayName: artist.displayName },
        offerId: offer.offerId,
        slot: offeredSlot,
        takenBy: bookingId,
        others: others
          .filter((other) => other.status === 'confirmed')
          .map((other) => ({
            bookingId: other.bookingId,
            projectType: other.projectType,
            client: { firstName: other.clientFirstName, email: other.clientEmail, locale: other.locale },
            current: slotViewOf(other, artist),
          })),
      },
      { correlationId, now },
    );
    const { moved, refs } = await moveBooking(booking, {
      slotId: offer.slotId,
      now,
      correlationId,
      by: 'client',
      uncounted: true,
      leaveWaitlist: true,
      reload: () => readClientBooking(email, bookingId),
      also: {
        items: ({ slotOffer, waitlistEntry, outboxEvent }) => [
          slotOffer
            .patch({ artistId, offerId: offer.offerId })
            .set({ takenBy: bookingId, takenAt: at })
            .where(({ takenBy }, { notExists }) => notExists(takenBy))
            .commit(),
          waitlistEntry.delete({ artistId, bookingId }).commit(),
          outboxEvent.create(taken).commit(),
        ],
        failed: new ApiError(409, 'offer_taken'),
      },
    }).catch((error: unknown) => {
      // The offered slot held by another booking: a client racing for the same offer (whose claim
      // DynamoDB may report on the holds rather than on the offer) or one the artist put there. To
      // this client it is the same: someone took it first, and they stay on the waitlist.
      throw error instanceof ApiError && error.code === 'slot_taken'
        ? new ApiError(409, 'offer_taken')
        : error;
    });
    const view = portalBookingOf({ ...moved, waitlistSince: undefined }, refs, now);
    if (!view) throw new ApiError(404, 'not_found');
    return view;
  },
);
