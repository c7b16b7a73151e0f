import { describe, expect, it } from 'vitest';
import {
  PLATFORM_SCOPES,
  platformDays,
  platformMetricOf,
  platformScope,
  utcDay,
} from './platform-figures.ts';

describe('platform figures', () => {
  it('spreads events over the shards, the same shard for the same event', () => {
    const shards = new Set(Array.from({ length: 400 }, (_, index) => platformScope(`event-${index}`)));
    expect([...shards].sort()).toEqual([...PLATFORM_SCOPES].sort());
    expect(platformScope('abc')).toBe(platformScope('abc'));
  });

  it('sums the shards per day, every day present', () => {
    const rows = platformDays(
      ['2026-11-24', '2026-11-25'],
      [
        { day: '2026-11-25', metric: 'requests', value: 2 },
        { day: '2026-11-25', metric: 'requests', value: 3 },
        { day: '2026-11-25', metric: 'emailsSent', value: 7 },
        { day: '2026-11-20', metric: 'requests', value: 9 },
        { day: '2026-11-25', metric: 'somethingElse', value: 9 },
      ],
    );
    expect(rows).toEqual([
      { day: '2026-11-24', signups: 0, requests: 0, bookings: 0, emailsSent: 0 },
      { day: '2026-11-25', signups: 0, requests: 5, bookings: 0, emailsSent: 7 },
    ]);
  });

  it('counts sign-ups, requests and bookings from their events, on UTC days', () => {
    expect(platformMetricOf('artist.onboarded')).toBe('signups');
    expect(platformMetricOf('request.accepted')).toBe('bookings');
    expect(platformMetricOf('message.sent')).toBeUndefined();
    expect(utcDay('2026-11-25T23:30:00-02:00')).toBe('2026-11-26');
  });
});
