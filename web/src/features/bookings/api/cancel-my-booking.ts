import type { BookingView, CancelBookingInput } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/bookings/{bookingId}/cancel` of `shared/api/routes/bookings.ts` (`cancelMyBooking`): an
 * optional reason for the client; frees the slot. The client gets an email.
 */
export function cancelMyBooking(bookingId: string, body: CancelBookingInput): Promise<BookingView> {
  return artistApi.post<BookingView>(apiPath(bookingsEndpoints.cancelMyBooking.path, { bookingId }), body);
}
