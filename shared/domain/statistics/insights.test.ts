import { describe, expect, it } from 'vitest';
import { insightFigures, pastRangeDays } from './insights.ts';

describe('the insights figures', () => {
  it('names the days of each past range, ending today', () => {
    expect(pastRangeDays('7d', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(pastRangeDays('4w', '2026-11-26')).toEqual({ from: '2026-10-30', to: '2026-11-26' });
    expect(pastRangeDays('3m', '2026-11-26')).toEqual({ from: '2026-08-27', to: '2026-11-26' });
    expect(pastRangeDays('12m', '2026-03-01')).toEqual({ from: '2025-03-02', to: '2026-03-01' });
  });

  it('sums the counters of the range: rates, net money per currency, the median first answer, the busiest days', () => {
    const counters = [
      { day: '2026-11-23', metric: 'requestsReceived', value: 3 }, // a Monday
      { day: '2026-11-24', metric: 'requestsReceived', value: 1 },
      { day: '2026-11-24', metric: 'requestsAccepted', value: 3 },
      { day: '2026-11-25', metric: 'requestsRefused', value: 1 },
      { day: '2026-11-24', metric: 'bookings', value: 3 },
      { day: '2026-11-24', metric: 'revenueCents.EUR', value: 45_000 },
      { day: '2026-11-25', metric: 'cancelledRevenueCents.EUR', value: 15_000 },
      { day: '2026-11-25', metric: 'depositsCents.EUR', value: 5_000 },
      { day: '2026-11-25', metric: 'firstResponseMinutes.10', value: 1 },
      { day: '2026-11-25', metric: 'firstResponseMinutes.30', value: 2 },
      // Outside the range: ignored.
      { day: '2026-11-01', metric: 'requestsReceived', value: 50 },
    ];
    const figures = insightFigures('7d', '2026-11-20', '2026-11-26', counters);
    expect(figures).toMatchObject({
      requestsReceived: 4,
      requestsAccepted: 3,
      requestsRefused: 1,
      bookings: 3,
      acceptanceRate: 75,
      revenue: { EUR: 30_000 },
      deposits: { EUR: 5_000 },
      medianFirstResponseMinutes: 30,
      requestsByWeekday: [3, 1, 0, 0, 0, 0, 0],
    });
    expect(figures.series).toHaveLength(7);
    expect(figures.series.find((bucket) => bucket.start === '2026-11-24')).toEqual({
      start: '2026-11-24',
      requests: 1,
      bookings: 3,
    });
  });

  it('groups 3 months by week (from Monday) and 12 months by month, and says "none" rather than 0 %', () => {
    const weeks = insightFigures('3m', '2026-08-27', '2026-11-26', []);
    expect(weeks.series[0]?.start).toBe('2026-08-24');
    expect(weeks.series.every((bucket) => new Date(`${bucket.start}T00:00:00Z`).getUTCDay() === 1)).toBe(
      true,
    );
    const months = insightFigures('12m', '2025-11-27', '2026-11-26', []);
    expect(months.series.map((bucket) => bucket.start)).toHaveLength(13);
    expect(months.acceptanceRate).toBeNull();
    expect(months.medianFirstResponseMinutes).toBeNull();
    expect(months.revenue).toEqual({});
  });
});
