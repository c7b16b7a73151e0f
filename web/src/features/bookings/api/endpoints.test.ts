import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { cancelMyBookingEndpoint } from './cancel-my-booking.ts';
import { getMyBookingEndpoint, myBookingPath } from './get-my-booking.ts';
import { isMyBookingsKey, listMyBookingsEndpoint, myBookingsPath } from './list-my-bookings.ts';
import { moveMyBookingEndpoint } from './move-my-booking.ts';
import { updateMyBookingPaymentEndpoint } from './update-my-booking-payment.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the bookings endpoints', () => {
  it.each([
    ['listMyBookings', listMyBookingsEndpoint],
    ['getMyBooking', getMyBookingEndpoint],
    ['moveMyBooking', moveMyBookingEndpoint],
    ['cancelMyBooking', cancelMyBookingEndpoint],
    ['updateMyBookingPayment', updateMyBookingPaymentEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });

  it('asks a tab or a window of days, and knows its own cache keys', () => {
    expect(myBookingsPath({ tab: 'past' })).toBe('/me/bookings?tab=past');
    expect(myBookingsPath({ from: '2026-04-27', to: '2026-05-31' })).toBe(
      '/me/bookings?from=2026-04-27&to=2026-05-31',
    );
    expect(myBookingPath('2d4b6f8a-1c3e-4a5b-8d7f-9e0a1b2c3d4e')).toBe(
      '/me/bookings/2d4b6f8a-1c3e-4a5b-8d7f-9e0a1b2c3d4e',
    );
    expect(isMyBookingsKey('/me/bookings?tab=past')).toBe(true);
    expect(isMyBookingsKey('/me/bookings/abc')).toBe(true);
    expect(isMyBookingsKey('/me/bookingsx')).toBe(false);
    expect(isMyBookingsKey('/me/requests')).toBe(false);
  });
});
