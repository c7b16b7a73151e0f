import { describe, expect, it } from 'vitest';
import { setupChecklist, weekOf, weekRevenue } from './today.ts';

describe('Today', () => {
  it('checks the setup steps from the account and its page', () => {
    expect(setupChecklist({ flashCount: 0, availabilityCount: 0 })).toEqual({
      picture: false,
      bio: false,
      flash: false,
      availability: false,
      bookingSettings: false,
      shared: false,
    });
    expect(
      setupChecklist({
        avatarImageId: 'img',
        bio: ' Fine line ',
        flashCount: 2,
        availabilityCount: 1,
        setupSteps: new Set(['bookingSettings', 'shared']),
      }),
    ).toEqual({
      picture: true,
      bio: true,
      flash: true,
      availability: true,
      bookingSettings: true,
      shared: true,
    });
    expect(setupChecklist({ bio: '   ', flashCount: 0, availabilityCount: 0 }).bio).toBe(false);
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Tuesday
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Monday
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('counts this week’s confirmed bookings by currency, not cancelled ones nor other weeks', () => {
    const booking = (
      localDate: string,
      priceCents: number,
      status = 'confirmed',
      currency = 'EUR' as const,
    ) => ({
      localDate,
      priceCents,
      status,
      currency,
    });
    expect(
      weekRevenue(
        [
          booking('2026-11-23', 15_000),
          booking('2026-11-29', 5_000),
          booking('2026-11-25', 9_000, 'canceled'),
          booking('2026-11-30', 7_000),
          booking('2026-11-22', 7_000),
          { ...booking('2026-11-24', 3_000), currency: 'USD' as const },
        ],
        '2026-11-24',
      ),
    ).toEqual([
      { currency: 'EUR', cents: 20_000 },
      { currency: 'USD', cents: 3_000 },
    ]);
  });
});
