import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-formats.ts';

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
