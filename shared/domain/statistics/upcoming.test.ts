import { describe, expect, it } from 'vitest';
import { type UpcomingBooking, upcomingFigures, upcomingRangeDays } from './upcoming.ts';

const booking = (overrides: Partial<UpcomingBooking>): UpcomingBooking => ({
  localDate: '2026-11-27',
  durationMinutes: 120,
  status: 'confirmed',
  priceCents: 20_000,
  currency: 'EUR',
  paymentState: 'WAITING-FOR-DEPOSIT',
  ...overrides,
});

describe('the upcoming figures', () => {
  it('names the days of each upcoming range, starting today', () => {
    expect(upcomingRangeDays('7d', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-02' });
    expect(upcomingRangeDays('4w', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-23' });
    expect(upcomingRangeDays('3m', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2027-02-25' });
  });

  it('sums the confirmed bookings of the range: time, prices, deposits received and awaited, what is left to pay', () => {
    const figures = upcomingFigures('7d', '2026-11-26', '2026-12-02', [
      booking({ depositCents: 5_000 }), // deposit awaited
      booking({ localDate: '2026-11-30', depositCents: 5_000, paymentState: 'DEPOSIT-PAID' }),
      booking({
        localDate: '2026-11-30',
        paymentState: 'TOTAL-PAID',
        depositCents: 5_000,
        durationMinutes: 60,
      }),
      booking({ priceCents: 9_000, currency: 'CHF' }), // no deposit asked
      booking({ status: 'canceled' }),
      booking({ localDate: '2026-12-03' }), // after the range
    ]);
    expect(figures).toMatchObject({
      bookings: 4,
      bookedMinutes: 420,
      expectedRevenue: { EUR: 60_000, CHF: 9_000 },
      depositsReceived: { EUR: 10_000 },
      depositsPending: { count: 1, amounts: { EUR: 5_000 } },
      balanceDue: { EUR: 30_000, CHF: 9_000 },
      busiestDays: [2, 0, 0, 0, 2, 0, 0],
    });
    expect(figures.series).toHaveLength(7);
    expect(figures.series[1]).toEqual({ start: '2026-11-27', bookings: 2 });
  });

  it('groups 3 months by week from Monday', () => {
    const figures = upcomingFigures('3m', '2026-11-26', '2027-02-25', [booking({ localDate: '2026-12-09' })]);
    expect(figures.series[0]?.start).toBe('2026-11-23');
    expect(figures.series.find((bucket) => bucket.start === '2026-12-07')?.bookings).toBe(1);
  });
});
