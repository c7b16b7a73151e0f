import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options.ts';

const JANUARY = new Date(Date.UTC(2026, 0, 15, 12));

describe('the time zone options', () => {
  it('use current IANA names and friendly labels with the offset', () => {
    const options = timeZoneOptions('Europe/Paris', 'en', JANUARY);
    const values = options.map((option) => option.value);
    expect(values).toContain('Asia/Kolkata');
    expect(values).toContain('Europe/Kyiv');
    expect(values).not.toContain('Asia/Calcutta');
    expect(values).not.toContain('Europe/Kiev');
    expect(new Set(values).size).toBe(values.length);
    expect(options.find((option) => option.value === 'Asia/Kolkata')?.label).toBe(
      'UTC+05:30 · Kolkata (India Standard Time)',
    );
    expect(options.find((option) => option.value === 'America/New_York')?.label).toBe(
      'UTC−05:00 · New York (Eastern Time)',
    );
    const paris = options.find((option) => option.value === 'Europe/Paris');
    expect(paris?.label).toMatch(/^UTC\+01:00 · Paris \(/);
  });

  it('are sorted by offset, in the reader language, and keep an old stored name as its current one', () => {
    const options = timeZoneOptions('Asia/Calcutta', 'fr', JANUARY);
    const offsets = options.map((option) => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(options.filter((option) => option.value === 'Asia/Kolkata')).toHaveLength(1);
    expect(options.find((option) => option.value === 'Europe/Paris')?.label).toBe(
      'UTC+01:00 · Paris (heure d’Europe centrale)',
    );
    // French writes the offset's minus as U+2212: west of Greenwich stays west.
    const vancouver = options.find((option) => option.value === 'America/Vancouver');
    expect(vancouver?.offsetMinutes).toBe(-480);
    expect(vancouver?.label).toMatch(/^UTC−08:00 · Vancouver/);
    expect(options.at(0)?.offsetMinutes).toBeLessThan(-600);
  });
});
