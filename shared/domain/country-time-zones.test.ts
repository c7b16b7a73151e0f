import { describe, expect, it } from 'vitest';
import { COUNTRY_TIME_ZONES, countryTimeZones, proposedTimeZone } from './country-time-zones.ts';
import { COUNTRIES } from './profile-rules.ts';

describe('proposedTimeZone', () => {
  it('proposes the country’s main zone when the browser is elsewhere', () => {
    expect(proposedTimeZone('FR', 'America/New_York')).toBe('Europe/Paris');
    expect(proposedTimeZone('CA', 'Europe/Paris')).toBe('America/Toronto');
    expect(proposedTimeZone('US')).toBe('America/New_York');
  });

  it('keeps the browser’s zone when it lies in the country', () => {
    expect(proposedTimeZone('CA', 'America/Vancouver')).toBe('America/Vancouver');
    expect(proposedTimeZone('US', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    // An old name the browser may still answer is read as its current one.
    expect(proposedTimeZone('US', 'America/Indianapolis')).toBe('America/Indiana/Indianapolis');
  });
});

describe('countryTimeZones', () => {
  it('lists only zones Intl knows, for every country', () => {
    for (const country of COUNTRIES) {
      expect(COUNTRY_TIME_ZONES[country].length).toBeGreaterThan(0);
      for (const zone of COUNTRY_TIME_ZONES[country])
        expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });

  it('keeps an artist’s American zone that the short list lacks', () => {
    expect(countryTimeZones('US', 'America/Juneau')).toContain('America/Juneau');
    expect(countryTimeZones('FR', 'America/Juneau')).toEqual(['Europe/Paris']);
  });
});
