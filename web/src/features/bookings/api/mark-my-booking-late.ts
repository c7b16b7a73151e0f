import type { BookingView } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/bookings/{bookingId}/late-arrival` of `shared/api/routes/bookings.ts` (`markMyBookingLate`):
 * the client arrived later than the policy's grace, the deposit is forfeited (ADR 0097).
 */
export function markMyBookingLate(bookingId: string): Promise<BookingView> {
  return artistApi.post<BookingView>(apiPath(bookingsEndpoints.markMyBookingLate.path, { bookingId }), {});
}
