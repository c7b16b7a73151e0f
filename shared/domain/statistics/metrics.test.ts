import { describe, expect, it } from 'vitest';
import { firstResponseMetric, medianMinutes } from './metrics.ts';

describe('the first-response histogram', () => {
  it('counts whole minutes, never negative', () => {
    expect(firstResponseMetric(37.4)).toBe('firstResponseMinutes.37');
    expect(firstResponseMetric(-2)).toBe('firstResponseMinutes.0');
  });

  it('gives the exact median of the minutes counted, other counters aside', () => {
    const counters = new Map([
      ['firstResponseMinutes.5', 2],
      ['firstResponseMinutes.60', 1],
      ['firstResponseMinutes.12', 1],
      ['requestsReceived', 9],
    ]);
    // 5, 5, 12, 60: the middle two average 8.5.
    expect(medianMinutes(counters)).toBe(8.5);
    expect(medianMinutes(new Map([...counters, ['firstResponseMinutes.3', 1]]))).toBe(5);
    expect(medianMinutes(new Map([['requestsReceived', 3]]))).toBeUndefined();
  });
});
