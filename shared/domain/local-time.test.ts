import { describe, expect, it } from 'vitest';
import { utcOffsetMs } from './local-time.ts';

const HOUR = 3_600_000;

describe('utcOffsetMs', () => {
  it('reads whole, half, three-quarter and negative offsets', () => {
    expect(utcOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(HOUR);
    expect(utcOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(2 * HOUR);
    expect(utcOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR);
    expect(utcOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(10.5 * HOUR);
    expect(utcOffsetMs(new Date('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe(-3.5 * HOUR);
    expect(utcOffsetMs(new Date('2026-01-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('keeps the seconds of an old local mean time', () => {
    expect(utcOffsetMs(Date.parse('1960-01-01T00:00:00Z'), 'Africa/Monrovia')).toBe(-(44 * 60 + 30) * 1000);
  });

  it('rejects an unknown zone', () => {
    expect(() => utcOffsetMs(0, 'Not/A_Zone')).toThrow(RangeError);
  });
});
