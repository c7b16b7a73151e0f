import { describe, expect, it } from 'vitest';
import { formatAmounts, formatHour, formatHours, formatSpan } from './format.ts';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the insights formats', () => {
  it('says a wait in the unit a person would use', () => {
    expect(formatSpan(25, 'en')).toBe('25 minutes');
    expect(formatSpan(200, 'en')).toBe('3 hours 20 minutes');
    expect(formatSpan(14 * 60 + 10, 'en')).toBe('14 hours');
    expect(nbsp(formatSpan(3 * 24 * 60, 'fr'))).toBe('3 jours');
    expect(formatSpan(0.2, 'es')).toBe('1 minuto');
  });

  it('writes amounts per currency, and zero in the artist’s currency when there are none', () => {
    expect(nbsp(formatAmounts({ EUR: 124_000, CHF: 30_000 }, 'fr', 'EUR'))).toBe('1 240 € · 300 CHF');
    expect(nbsp(formatAmounts({}, 'en', 'USD'))).toBe('$0');
  });

  it('writes hours as the artist reads them', () => {
    expect(formatHour(14, 'en', '12')).toBe('2 PM');
    expect(formatHour(14, 'fr', '24')).toMatch(/^14/);
    expect(nbsp(formatHours(450, 'en'))).toBe('7.5 hr');
  });
});
