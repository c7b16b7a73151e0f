import { describe, expect, it } from 'vitest';
import { cityKey, demandByCity } from './travel-demand.ts';

describe('guest-spot demand', () => {
  it('counts one city however it is written', () => {
    expect(cityKey('  Málaga ')).toBe(cityKey('MALAGA'));
    expect(cityKey('New   York')).toBe('new york');
    expect(cityKey('Lyon')).not.toBe(cityKey('Lille'));
  });

  it('sums the demand per city, waiting first, most waiting first', () => {
    const item = (city: string, askedAt: string, notifiedAt?: string) => ({
      city,
      cityKey: cityKey(city),
      askedAt,
      notifiedAt,
    });
    expect(
      demandByCity([
        item('Lyon', '2026-11-01T10:00:00Z'),
        item('Berlin', '2026-11-02T10:00:00Z'),
        item('lyon', '2026-11-03T10:00:00Z'),
        item('Lyon', '2026-10-01T10:00:00Z', '2026-10-15T10:00:00Z'),
      ]),
    ).toEqual([
      { city: 'lyon', waiting: 2, notified: 1, lastAskedAt: '2026-11-03T10:00:00Z' },
      { city: 'Berlin', waiting: 1, notified: 0, lastAskedAt: '2026-11-02T10:00:00Z' },
    ]);
  });
});
