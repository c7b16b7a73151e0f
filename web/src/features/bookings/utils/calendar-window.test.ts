import { describe, expect, it } from 'vitest';
import { addMonths, calendarWindow, shiftDate, startOfWeek, weekdayOf, weeksOf } from './calendar-window.ts';

describe('the days a calendar view shows', () => {
  it('runs weeks from Monday to Sunday', () => {
    expect(weekdayOf('2026-05-02')).toBe(6);
    expect(startOfWeek('2026-05-02')).toBe('2026-04-27');
    expect(startOfWeek('2026-04-27')).toBe('2026-04-27');
    expect(startOfWeek('2026-05-03')).toBe('2026-04-27');
  });

  it('shows one day, a week, or the month padded to whole weeks', () => {
    expect(calendarWindow('day', '2026-05-02')).toEqual({
      from: '2026-05-02',
      to: '2026-05-02',
      days: ['2026-05-02'],
    });
    const week = calendarWindow('week', '2026-12-31');
    expect([week.from, week.to, week.days.length]).toEqual(['2026-12-28', '2027-01-03', 7]);
    // May 2026 starts on a Friday and ends on a Sunday.
    const may = calendarWindow('month', '2026-05-15');
    expect([may.from, may.to, may.days.length]).toEqual(['2026-04-27', '2026-05-31', 35]);
    // February 2027 is exactly four weeks; August 2026 needs six.
    expect(calendarWindow('month', '2027-02-10').days.length).toBe(28);
    expect(calendarWindow('month', '2026-08-10').days.length).toBe(42);
    expect(weeksOf(may.days).map((week) => week[0])).toEqual([
      '2026-04-27',
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
    ]);
  });

  it('moves by a month, a week or a day, keeping the day inside shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(shiftDate('month', '2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftDate('week', '2026-05-02', 1)).toBe('2026-05-09');
    expect(shiftDate('day', '2026-03-01', -1)).toBe('2026-02-28');
  });
});
