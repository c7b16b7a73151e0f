import { describe, expect, it } from 'vitest';
import { formatLocalPeriod } from './local-period.ts';

describe('local periods', () => {
  it('writes a period in the reader language, never shifted by a time zone', () => {
    expect(formatLocalPeriod('2027-03-10', '2027-03-14', 'fr')).toMatch(/^10.*14 mars 2027$/);
    expect(formatLocalPeriod('2027-03-10', '2027-03-10', 'en')).toBe('March 10, 2027');
    expect(formatLocalPeriod('2027-12-30', '2028-01-02', 'es')).toMatch(/30.*2027.*2.*2028/);
  });
});
