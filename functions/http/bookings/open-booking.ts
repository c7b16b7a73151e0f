import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { bookingTab } from '#shared/domain/lifecycle/booking-tab.ts';

/** A booking that can still be moved or cancelled: 409 `booking_canceled` or `booking_past` otherwise. */
export function openBooking(booking: BookingItem, now: Date): BookingItem {
  const tab = bookingTab(booking, now);
  if (tab === 'canceled') throw new ApiError(409, 'booking_canceled');
  if (tab === 'past') throw new ApiError(409, 'booking_past');
  return booking;
}
