import { describe, expect, it } from 'vitest';
import { localClock, localDate } from '#shared/domain/local-time.ts';
import { zonesAtDigestHour } from './digest-schedule.ts';

const ZONES = [
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

describe('zonesAtDigestHour', () => {
  it('picks Paris at 17:00 UTC in winter and 16:00 UTC in summer', () => {
    expect(zonesAtDigestHour(new Date('2026-01-15T17:00:00Z'), ZONES)).toContain('Europe/Paris');
    expect(zonesAtDigestHour(new Date('2026-07-15T16:00:00Z'), ZONES)).toContain('Europe/Paris');
    expect(zonesAtDigestHour(new Date('2026-07-15T17:00:00Z'), ZONES)).not.toContain('Europe/Paris');
  });

  it('picks a half-hour zone in the UTC hour that contains its 18:00', () => {
    // Kolkata is UTC+5:30: 18:00 local is 12:30 UTC, inside the 12:00 run.
    expect(zonesAtDigestHour(new Date('2026-03-01T12:00:00Z'), ZONES)).toContain('Asia/Kolkata');
    expect(zonesAtDigestHour(new Date('2026-03-01T13:00:00Z'), ZONES)).not.toContain('Asia/Kolkata');
  });

  it('selects every zone exactly once per local day over a whole year, across DST changes', () => {
    const seen = new Map<string, Map<string, number>>();
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let t = start; t < start + 365 * 24 * 3_600_000; t += 3_600_000) {
      const at = new Date(t);
      for (const zone of zonesAtDigestHour(at, ZONES)) {
        const day = localDate(at, zone);
        const days = seen.get(zone) ?? new Map<string, number>();
        days.set(day, (days.get(day) ?? 0) + 1);
        seen.set(zone, days);
        const { hour } = localClock(new Date(t + 59 * 60_000), zone);
        expect([17, 18]).toContain(hour);
      }
    }
    for (const zone of ZONES) {
      const days = seen.get(zone)!;
      expect(days.size, zone).toBeGreaterThanOrEqual(364);
      expect(
        [...days.values()].every((count) => count === 1),
        zone,
      ).toBe(true);
    }
  });
});
