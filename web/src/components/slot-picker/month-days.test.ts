import { describe, expect, it } from 'vitest';
import { monthsOf } from './month-days.tsx';

describe('the month calendar’s days', () => {
  it('groups the window by month, each starting on its weekday (Monday first)', () => {
    const months = monthsOf('2026-11-28', '2026-12-02');
    expect(months.map((month) => month.month)).toEqual(['2026-11', '2026-12']);
    // Saturday, November 28: five blanks (Monday to Friday) before it.
    expect(months[0]?.days).toEqual([null, null, null, null, null, '2026-11-28', '2026-11-29', '2026-11-30']);
    // Tuesday, December 1: one blank.
    expect(months[1]?.days).toEqual([null, '2026-12-01', '2026-12-02']);
  });
});
