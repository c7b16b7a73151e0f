import { describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { nextDaysOf } from './keep-next-days.ts';

const booking = (bookingId: string, localDate: string, tab: BookingView['tab'] = 'upcoming') =>
  ({
    bookingId,
    tab,
    slot: { localDate, localStart: '10:00', durationMinutes: 60 },
  }) as unknown as BookingView;

describe('the next 14 days Today keeps for reading offline (ADR 0099)', () => {
  it('keeps the bookings after tomorrow through the 14th day, which Today’s own answer lacks', () => {
    const bookings = [
      booking('today', '2026-11-28'),
      booking('tomorrow', '2026-11-29'),
      booking('in-2-days', '2026-11-30'),
      booking('in-10-days', '2026-12-08'),
      booking('in-14-days', '2026-12-12'),
      booking('in-15-days', '2026-12-13'),
      booking('canceled', '2026-12-01', 'canceled'),
    ];
    expect(nextDaysOf(bookings, '2026-11-28').map((kept) => kept.bookingId)).toEqual([
      'in-2-days',
      'in-10-days',
      'in-14-days',
    ]);
  });
});
