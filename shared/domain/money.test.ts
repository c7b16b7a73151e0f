import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToCents, artistCurrency, centsToAmount, currencySymbol, formatPrice } from './money.ts';

describe('prices', () => {
  it('are typed in currency units and stored in whole cents, half up, without binary noise', () => {
    expect(amountToCents(45.5)).toBe(4550);
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents(1.005)).toBe(101);
    expect(amountToCents(0)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        (cents) => amountToCents(centsToAmount(cents)) === cents,
      ),
    );
  });

  it('are formatted in the reader locale, whole amounts without decimals', () => {
    expect(formatPrice(15000, 'EUR', 'fr')).toBe('150\u00a0€');
    expect(formatPrice(4550, 'EUR', 'fr')).toBe('45,50\u00a0€');
    expect(formatPrice(4550, 'EUR', 'en')).toBe('€45.50');
    expect(formatPrice(12000, 'USD', 'en')).toBe('$120');
    expect(formatPrice(12000, 'CHF', 'en')).toBe('CHF\u00a0120');
    expect(formatPrice(12050, 'CAD', 'es')).toMatch(/^120,50\u00a0CA/);
  });

  it('name the currency symbol for a field label, and default the artist currency to EUR', () => {
    expect(currencySymbol('EUR', 'fr')).toBe('€');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(artistCurrency({ currency: 'CHF' })).toBe('CHF');
    expect(artistCurrency({})).toBe('EUR');
  });
});
