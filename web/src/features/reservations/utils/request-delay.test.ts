import { describe, expect, it } from 'vitest';
import { delayMinutes, delayParts, formatDelay } from './request-delay.ts';

describe('the request delay', () => {
  it('shows whole days in days and the rest in hours', () => {
    expect(delayParts(0)).toEqual({ amount: '0', unit: 'hours' });
    expect(delayParts(24 * 60)).toEqual({ amount: '1', unit: 'days' });
    expect(delayParts(36 * 60)).toEqual({ amount: '36', unit: 'hours' });
    expect(delayParts(90)).toEqual({ amount: '1.5', unit: 'hours' });
  });

  it('reads whole hours or days, and refuses anything else', () => {
    expect(delayMinutes('48', 'hours')).toBe(2880);
    expect(delayMinutes(' 3 ', 'days')).toBe(4320);
    expect(delayMinutes('', 'hours')).toBeUndefined();
    expect(delayMinutes('1.5', 'hours')).toBeUndefined();
    expect(delayMinutes('-2', 'days')).toBeUndefined();
  });

  it('is said in the reader language', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatDelay(2 * 24 * 60, 'fr'))).toBe('2 jours');
    expect(spaced(formatDelay(12 * 60, 'en'))).toBe('12 hours');
  });
});
