import { describe, expect, it } from 'vitest';
import { insightFigures, pastRangeDays, rangeReads } from './insights.ts';

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
      { day: '2026-11-23', metric: 'requestedSlot.4.14', value: 3 }, // Friday, 14:00
      { day: '2026-11-24', metric: 'requestedSlot.0.10', value: 1 }, // Monday, 10:00
      { day: '2026-11-23', metric: 'flashRequests.moth', value: 2 },
      { day: '2026-11-24', metric: 'flashRequests.rose', value: 1 },
      { day: '2026-11-24', metric: 'flashRequests.moth', value: 1 },
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
      timeSavedMinutes: 60,
      busiestDays: [1, 0, 0, 0, 3, 0, 0],
      topFlashes: [
        { flashId: 'moth', requests: 3 },
        { flashId: 'rose', requests: 1 },
      ],
    });
    expect(figures.busiestHours[14]).toBe(3);
    expect(figures.busiestHours[10]).toBe(1);
    expect(figures.busiestHours.reduce((sum, count) => sum + count, 0)).toBe(4);
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

describe('what a range reads', () => {
  it('reads 12 months as the whole months’ totals plus the days of the partial months at each end', () => {
    expect(rangeReads('2025-11-27', '2026-11-26', true)).toEqual({
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
      months: { first: '2025-12', last: '2026-10' },
    });
    expect(rangeReads('2025-03-01', '2026-02-28', true)).toEqual({
      days: [],
      months: { first: '2025-03', last: '2026-02' },
    });
    expect(rangeReads('2026-11-20', '2026-11-26', true)).toEqual({
      days: [{ from: '2026-11-20', to: '2026-11-26' }],
    });
    expect(rangeReads('2026-08-27', '2026-11-26', false)).toEqual({
      days: [{ from: '2026-08-27', to: '2026-11-26' }],
    });
  });

  it('sums month totals with the days around them, and only months wholly inside the range', () => {
    const figures = insightFigures('12m', '2025-11-27', '2026-11-26', [
      { day: '2025-11-28', metric: 'requestsReceived', value: 1 },
      { day: 'M2025-11', metric: 'requestsReceived', value: 40 }, // partial: its days count instead
      { day: 'M2026-03', metric: 'requestsReceived', value: 10 },
      { day: 'M2026-03', metric: 'bookings', value: 4 },
      { day: '2026-11-02', metric: 'requestsReceived', value: 2 },
    ]);
    expect(figures.requestsReceived).toBe(13);
    expect(figures.series.find((bucket) => bucket.start === '2026-03-01')).toEqual({
      start: '2026-03-01',
      requests: 10,
      bookings: 4,
    });
    expect(figures.series.find((bucket) => bucket.start === '2025-11-01')?.requests).toBe(1);
  });
});
