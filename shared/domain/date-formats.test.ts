import { describe, expect, it } from 'vitest';
import { dateTimeFormat, fullSlotDate, shortWallTime } from './date-formats.ts';

describe('dateTimeFormat', () => {
  it('formats as a new Intl.DateTimeFormat with the same locale and options would', () => {
    const instant = new Date('2026-07-04T16:30:00Z');
    const options = { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/New_York' } as const;
    for (const locale of ['fr', 'en', 'es']) {
      expect(dateTimeFormat(locale, options).format(instant)).toBe(
        new Intl.DateTimeFormat(locale, options).format(instant),
      );
    }
  });

  it('keeps one per locale and options, and tells different options apart', () => {
    const paris = dateTimeFormat('en', { timeStyle: 'short', timeZone: 'Europe/Paris' });
    expect(dateTimeFormat('en', { timeStyle: 'short', timeZone: 'Europe/Paris' })).toBe(paris);
    const tokyo = dateTimeFormat('en', { timeStyle: 'short', timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(paris);
    expect(tokyo.format(new Date('2026-01-01T00:00:00Z'))).toBe('9:00 AM');
    expect(dateTimeFormat('fr', { timeStyle: 'short', timeZone: 'Europe/Paris' })).not.toBe(paris);
  });
});

describe('fullSlotDate', () => {
  const slot = { start: '2026-12-05T10:00:00.000Z', timezone: 'Europe/Paris' };

  it("writes the start in full in the artist's zone, with the artist's hour format", () => {
    expect(fullSlotDate({ ...slot, hourFormat: '12' }, 'en')).toBe('Saturday, December 5, 2026 at 11:00 AM');
    expect(fullSlotDate({ ...slot, hourFormat: '24' }, 'en')).toBe('Saturday, December 5, 2026 at 11:00');
  });

  it("takes the language's hour format when the artist's is unknown", () => {
    expect(fullSlotDate(slot, 'fr')).toBe('samedi 5 décembre 2026 à 11:00');
  });
});

describe('shortWallTime', () => {
  it('writes the wall time as given, whatever the zone of the machine', () => {
    expect(shortWallTime('2026-06-02', '14:30', 'en')).toBe('Tue, Jun 2, 2:30 PM');
    expect(shortWallTime('2026-06-02', '14:30', 'fr')).toBe('mar. 2 juin, 14:30');
  });
});
