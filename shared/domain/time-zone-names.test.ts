import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './artist-profile.ts';
import { currentZoneName } from './time-zone-names.ts';

describe('time zone names', () => {
  it('are the current IANA names, whatever name Intl answers', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('europe/kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });

  it('answer the same when asked again (remembered per name, the unknown ones too)', () => {
    for (let round = 0; round < 2; round++) {
      expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
      expect(canonicalTimeZone('europe/kiev')).toBe('Europe/Kyiv');
      expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
    }
  });

  it('name zones Intl knows, and that have the same offsets as the old names', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const current = currentZoneName(zone);
      const offset = (name: string) =>
        new Intl.DateTimeFormat('en', { timeZone: name, timeZoneName: 'longOffset' }).format(
          new Date(Date.UTC(2026, 0, 15)),
        );
      expect(offset(current), zone).toBe(offset(zone));
    }
  });
});
