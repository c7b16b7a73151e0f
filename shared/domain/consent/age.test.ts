import { describe, expect, it } from 'vitest';
import { ageOn, ageVerdict, isCalendarDay } from './age.ts';

describe('ageOn', () => {
  it('counts a birthday on its day, not the day before', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-12-31', '2026-01-01')).toBe(17);
  });

  it('takes 29 February as a birthday reached on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('ageVerdict', () => {
  it('lets an adult sign alone', () => {
    expect(ageVerdict('1990-01-01', '2026-11-28', false)).toBe('adult');
  });

  it('refuses a minor when no guardian is allowed, asks for one when it is', () => {
    expect(ageVerdict('2010-01-01', '2026-11-28', false)).toBe('refused');
    expect(ageVerdict('2010-01-01', '2026-11-28', true)).toBe('guardian');
  });

  it('refuses a date in the future, an impossible day or an age over 120 as invalid', () => {
    expect(ageVerdict('2027-01-01', '2026-11-28', true)).toBe('invalid');
    expect(ageVerdict('2000-02-30', '2026-11-28', true)).toBe('invalid');
    expect(ageVerdict('1850-01-01', '2026-11-28', true)).toBe('invalid');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('29/02/2024')).toBe(false);
  });
});
