import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockOf,
  formatClock,
  formatClockRange,
  formatDay,
  formatDuration,
  monthName,
  todayIn,
  weekdayName,
  zoneLabel,
} from './wall-time.ts';

describe('wall times of an artist schedule', () => {
  it('formats a clock in the artist hour format, whatever the language habit', () => {
    expect(formatClock('14:30', 'en', '24')).toBe('14:30');
    expect(formatClock('14:30', 'fr', '12')).toMatch(/^2:30\sPM$/i);
    expect(formatClock('14:30', 'en')).toMatch(/^2:30\sPM$/);
    expect(formatClock('09:05', 'fr')).toBe('09:05');
  });

  it('formats a slot range, wrapping past midnight', () => {
    expect(formatClockRange('22:00', 180, 'fr', '24')).toBe('22:00 – 01:00');
    expect(clockOf(1440 + 15)).toBe('00:15');
  });

  it('formats lengths of time in hours and minutes', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatDuration(150, 'fr'))).toBe('2 h 30 min');
    expect(spaced(formatDuration(45, 'en'))).toBe('45 min');
    expect(spaced(formatDuration(120, 'es'))).toBe('2 h');
  });

  it('formats local days without any zone moving them', () => {
    expect(formatDay('2026-05-02', 'fr')).toBe('samedi 2 mai 2026');
    expect(formatDay('2026-05-02', 'en', 'short')).toBe('Sat, May 2');
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(monthName(12, 'es')).toBe('diciembre');
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the day in a zone and names the zone with its id', () => {
    const now = new Date('2026-05-01T23:30:00Z');
    expect(todayIn('Europe/Paris', now)).toBe('2026-05-02');
    expect(todayIn('America/New_York', now)).toBe('2026-05-01');
    expect(zoneLabel('Europe/Paris', 'en', now)).toBe('Central European Time (Europe/Paris)');
    expect(zoneLabel('Not/AZone', 'en', now)).toBe('Not/AZone');
  });
});
