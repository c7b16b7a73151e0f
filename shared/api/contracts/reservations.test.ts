import { describe, expect, it } from 'vitest';
import { depositPolicy } from './reservations.ts';

const policy = { payWithinHours: 48, refundUntilDays: 7, maxClientMoves: 1 };
const issuesOf = (healedPhotoDays: unknown) => {
  const parsed = depositPolicy.safeParse({ ...policy, healedPhotoDays });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('depositPolicy: the healed photo’s day (ADR 0101)', () => {
  it('takes 0 (off), absent, or a whole number of days from 14 to 60', () => {
    for (const days of [0, 14, 21, 60, undefined]) expect(issuesOf(days)).toEqual([]);
  });

  it('refuses a day too soon, too late, a fraction or a word, with the one localized key', () => {
    for (const days of [1, 13, 61, 365, 20.5, -14, '21'])
      expect(issuesOf(days)).toEqual([['healedPhotoDays', 'validation.reservations.healedPhotoDays']]);
  });
});
