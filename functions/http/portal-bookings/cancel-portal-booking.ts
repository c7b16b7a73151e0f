import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { askedClosing, cancelBookingAsArtist } from '#functions/lib/lifecycle/close-by-artist.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { portalBookingOf } from './portal-views.ts';

/** Rounds when the booking changed between the read and the write (the artist moving it meanwhile). */
const ROUNDS = 4;

/**
 * `POST /portal/bookings/{bookingId}/cancel {reason?}` (issue 14, item 3): the client cancels an
 * upcoming booking. ONE transaction, as the artist's own cancellation: the booking cancelled (only
 * while confirmed and on the slot read), its holds deleted (the slot is free again), and
 * `booking.cancelled` by the client (the artist is told as their settings say). A deposit paid
 * online is then refunded or kept as the policy the client accepted says (billing-sync; the card
 * showed which before they confirmed). Another client's booking, or none: 404; already cancelled:
 * answered as it is; started or over: 409 `booking_past`.
 */
export const handler = httpHandler(
  portalRoutes.cancelPortalBooking,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    for (let round = 1; ; round++) {
      const booking = await readClientBooking(email, params.bookingId);
      const refs = await loadArtistRefs([booking]);
      const artist = refs.artist(booking.artistId);
      const now = new Date();
      const answer = (item: typeof booking) => {
        const view = portalBookingOf(item, refs, now);
        if (!view) throw new ApiError(404, 'not_found');
        return view;
      };
      if (!artist) throw new ApiError(404, 'not_found');
      if (booking.status === 'canceled') return answer(booking);
      if (Date.parse(booking.slotStart) <= now.getTime()) throw new ApiError(409, 'booking_past');
      const { canceled, closed } = await cancelBookingAsArtist(
        booking,
        askedClosing({ artist, refs }, { body, correlationId }, now, 'client'),
      );
      if (!canceled) return answer(closed);
      if (round >= ROUNDS) throw new ApiError(409, 'conflict');
    }
  },
);
