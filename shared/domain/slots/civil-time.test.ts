import { describe, expect, it } from 'vitest';
import { civilDay, clockMinutes, dayNumber, epochMs, formatClock } from './civil-time.ts';

describe('civil time', () => {
  it('numbers days from 1970-01-01 and reads them back with month and weekday', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(civilDay(dayNumber('2026-03-02'))).toEqual({ date: '2026-03-02', month: 3, weekday: 1 });
    expect(civilDay(dayNumber('2028-02-29'))).toEqual({ date: '2028-02-29', month: 2, weekday: 2 });
    expect(() => dayNumber('2026-02-29')).toThrow(RangeError);
    expect(() => dayNumber('2026-3-02')).toThrow(RangeError);
  });

  it('reads and writes HH:mm', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(formatClock(605)).toBe('10:05');
    for (const bad of ['24:00', '7:00', '07:60', '07:00:00'])
      expect(() => clockMinutes(bad), bad).toThrow(RangeError);
  });

  it('reads an instant only with its offset, so the host time zone never matters', () => {
    expect(epochMs('2026-03-29T10:00:00+02:00')).toBe(Date.parse('2026-03-29T08:00:00Z'));
    expect(epochMs('2026-03-29T08:00:00.000Z')).toBe(Date.parse('2026-03-29T08:00:00Z'));
    expect(epochMs(new Date(0))).toBe(0);
    expect(epochMs('2026-03-29T10:00+02:00')).toBe(Date.parse('2026-03-29T08:00:00Z'));
    expect(epochMs('2026-03-29T10:00:00.5Z')).toBe(Date.parse('2026-03-29T10:00:00.500Z'));
    expect(epochMs('2028-02-29T10:00:00.000Z')).toBe(Date.parse('2028-02-29T10:00:00.000Z'));
    for (const bad of [
      '2026-03-29T10:00',
      '2026-03-29',
      'soon',
      '2026-02-29T10:00:00.000Z',
      '2026-04-31T10:00:00Z',
      '2026-03-29T24:00:00.000Z',
      '2026-03-29T10:60:00Z',
      '2026-03-29T10:00:00.00xZ',
      '2026-03-29 10:00:00.000Z',
    ]) {
      expect(() => epochMs(bad), bad).toThrow(RangeError);
    }
    expect(() => epochMs(new Date(Number.NaN))).toThrow(RangeError);
  });
});
