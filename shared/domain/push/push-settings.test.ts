import { describe, expect, it } from 'vitest';
import { inQuietHours, mayPush, pushSettingsOf } from './push-settings.ts';

const night = { from: '22:00', to: '07:00' };

describe('inQuietHours', () => {
  it('spans midnight when it starts after it ends, on the artist’s clock', () => {
    // Paris is UTC+1 in November: 21:30 UTC is 22:30 there, 05:59 UTC is 06:59, 06:00 UTC is 07:00.
    expect(inQuietHours(new Date('2026-11-28T21:30:00Z'), 'Europe/Paris', night)).toBe(true);
    expect(inQuietHours(new Date('2026-11-28T05:59:00Z'), 'Europe/Paris', night)).toBe(true);
    expect(inQuietHours(new Date('2026-11-28T06:00:00Z'), 'Europe/Paris', night)).toBe(false);
    expect(inQuietHours(new Date('2026-11-28T20:59:00Z'), 'Europe/Paris', night)).toBe(false);
  });

  it('includes its start and excludes its end within one day', () => {
    const lunch = { from: '12:00', to: '14:00' };
    expect(inQuietHours(new Date('2026-11-28T11:00:00Z'), 'Europe/Paris', lunch)).toBe(true);
    expect(inQuietHours(new Date('2026-11-28T13:00:00Z'), 'Europe/Paris', lunch)).toBe(false);
    expect(inQuietHours(new Date('2026-11-28T10:59:00Z'), 'Europe/Paris', lunch)).toBe(false);
  });

  it('follows the clock across a DST change (same local hours, another UTC offset)', () => {
    // Paris leaves summer time on 2026-10-25 at 03:00 local. 06:30 local is 04:30 UTC the day
    // before and 05:30 UTC the day after: both quiet; 07:30 local (05:30 UTC before) is not.
    expect(inQuietHours(new Date('2026-10-24T04:30:00Z'), 'Europe/Paris', night)).toBe(true);
    expect(inQuietHours(new Date('2026-10-26T05:30:00Z'), 'Europe/Paris', night)).toBe(true);
    expect(inQuietHours(new Date('2026-10-24T05:30:00Z'), 'Europe/Paris', night)).toBe(false);
    expect(inQuietHours(new Date('2026-10-26T06:30:00Z'), 'Europe/Paris', night)).toBe(false);
    // New York springs forward on 2026-03-08: 22:30 local is 03:30 UTC the 8th (EST) and 02:30 UTC the 9th (EDT).
    expect(inQuietHours(new Date('2026-03-08T03:30:00Z'), 'America/New_York', night)).toBe(true);
    expect(inQuietHours(new Date('2026-03-09T02:30:00Z'), 'America/New_York', night)).toBe(true);
    expect(inQuietHours(new Date('2026-03-09T01:30:00Z'), 'America/New_York', night)).toBe(false);
  });

  it('is never quiet without quiet hours or with equal ends', () => {
    expect(inQuietHours(new Date('2026-11-28T23:00:00Z'), 'Europe/Paris', null)).toBe(false);
    expect(
      inQuietHours(new Date('2026-11-28T23:00:00Z'), 'Europe/Paris', { from: '08:00', to: '08:00' }),
    ).toBe(false);
  });
});

describe('mayPush', () => {
  it('holds back a kind turned off, and every kind in quiet hours', () => {
    const settings = pushSettingsOf({
      pushOff: ['message', 'unknown'],
      quietFrom: '22:00',
      quietTo: '07:00',
    });
    expect(settings).toEqual({ off: ['message'], quietHours: night });
    const noon = new Date('2026-11-28T11:00:00Z');
    expect(mayPush('request', settings, noon, 'Europe/Paris')).toBe(true);
    expect(mayPush('message', settings, noon, 'Europe/Paris')).toBe(false);
    expect(mayPush('request', settings, new Date('2026-11-28T23:00:00Z'), 'Europe/Paris')).toBe(false);
  });

  it('reads every kind on and no quiet hours for an artist who set nothing', () => {
    expect(pushSettingsOf({})).toEqual({ off: [], quietHours: null });
  });
});
