import { describe, expect, it } from 'vitest';
import { myBookingPath } from './get-my-booking.ts';
import { isMyBookingsKey, myBookingsPath } from './list-my-bookings.ts';
import { myCalendarPath } from './list-my-calendar.ts';

describe('the bookings paths', () => {
  it('asks a tab, or the calendar a window of days, and knows its own cache keys', () => {
    expect(myBookingsPath({ tab: 'past' })).toBe('/me/bookings?tab=past');
    expect(myBookingsPath({})).toBe('/me/bookings');
    expect(myCalendarPath({ from: '2026-04-27', to: '2026-05-31' })).toBe(
      '/me/calendar?from=2026-04-27&to=2026-05-31',
    );
    expect(myBookingPath('2d4b6f8a-1c3e-4a5b-8d7f-9e0a1b2c3d4e')).toBe(
      '/me/bookings/2d4b6f8a-1c3e-4a5b-8d7f-9e0a1b2c3d4e',
    );
    expect(isMyBookingsKey('/me/bookings?tab=past')).toBe(true);
    expect(isMyBookingsKey('/me/bookings/abc')).toBe(true);
    expect(isMyBookingsKey('/me/calendar?from=2026-04-27&to=2026-05-31')).toBe(true);
    expect(isMyBookingsKey('/me/bookingsx')).toBe(false);
    expect(isMyBookingsKey('/me/requests')).toBe(false);
  });
});
