/** The bookings pages of the artist's space (spec section 2). */
export const BOOKINGS_PATH = '/app/bookings';

export function bookingPath(bookingId: string): string {
  return `${BOOKINGS_PATH}/${encodeURIComponent(bookingId)}`;
}
