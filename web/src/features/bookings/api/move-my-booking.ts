import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { MoveInput } from '#shared/api/contracts/move.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/bookings/{bookingId}/move` of `shared/api/routes/bookings.ts` (`moveMyBooking`): another
 * real slot, atomically; 409 `slot_taken` or `slot_unavailable`. The client gets an email.
 */
export function moveMyBooking(bookingId: string, body: MoveInput): Promise<BookingView> {
  return artistApi.post<BookingView>(apiPath(bookingsEndpoints.moveMyBooking.path, { bookingId }), body);
}
