import useSWR from 'swr';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/bookings/{bookingId}` of `shared/api/routes/bookings.ts` (`getMyBooking`): 404 if not the artist's. */
export function myBookingPath(bookingId: string): string {
  return apiPath(bookingsEndpoints.getMyBooking.path, { bookingId });
}

function getMyBooking(path: string): Promise<BookingView> {
  return artistApi.get<BookingView>(path);
}

export function useMyBooking(bookingId: string) {
  return useSWR<BookingView, ApiError>(myBookingPath(bookingId), getMyBooking, { revalidateOnFocus: false });
}
