import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { BookingView, CancelBookingInput, PaymentInput } from '#shared/api/contracts/bookings.ts';
import { cancelMyBooking } from '#web/src/features/bookings/api/cancel-my-booking.ts';
import { myBookingPath } from '#web/src/features/bookings/api/get-my-booking.ts';
import { isMyBookingsKey } from '#web/src/features/bookings/api/list-my-bookings.ts';
import { markMyBookingLate } from '#web/src/features/bookings/api/mark-my-booking-late.ts';
import { moveMyBooking } from '#web/src/features/bookings/api/move-my-booking.ts';
import { updateMyBookingPayment } from '#web/src/features/bookings/api/update-my-booking-payment.ts';

/**
 * The changes an artist makes to one booking. Each answers the booking as it now is: the page shows
 * it at once, and the lists and calendars read theirs again.
 */
export function useBookingActions(bookingId: string) {
  const { mutate } = useSWRConfig();
  const path = myBookingPath(bookingId);

  const settle = useCallback(
    async (booking: BookingView) => {
      await mutate(path, booking, { revalidate: false });
      void mutate((key) => isMyBookingsKey(key) && key !== path);
      return booking;
    },
    [mutate, path],
  );

  return useMemo(
    () => ({
      move: async (slotId: string) => settle(await moveMyBooking(bookingId, { slotId })),
      cancel: async (input: CancelBookingInput) => settle(await cancelMyBooking(bookingId, input)),
      updatePayment: async (input: PaymentInput) => settle(await updateMyBookingPayment(bookingId, input)),
      markLate: async () => settle(await markMyBookingLate(bookingId)),
    }),
    [bookingId, settle],
  );
}
