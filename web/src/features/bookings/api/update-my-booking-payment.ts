import type { BookingView, PaymentInput } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `PUT /me/bookings/{bookingId}/payment` of `shared/api/routes/bookings.ts` (`updateMyBookingPayment`):
 * the payment state and the note. WAITING-FOR-DEPOSIT is refused on a booking without a deposit.
 */
export function updateMyBookingPayment(bookingId: string, body: PaymentInput): Promise<BookingView> {
  return artistApi.put<BookingView>(
    apiPath(bookingsEndpoints.updateMyBookingPayment.path, { bookingId }),
    body,
  );
}
