import { appPaths } from '#web/src/app/paths.ts';
/** The bookings pages of the artist's space (spec section 2). */
export const BOOKINGS_PATH = appPaths.bookings;

export function bookingPath(bookingId: string): string {
  return `${BOOKINGS_PATH}/${encodeURIComponent(bookingId)}`;
}
