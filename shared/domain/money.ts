/**
 * Prices. Amounts are stored as whole cents with their currency (the artist's currency when the
 * price was set); every currency offered has 2 decimals. Formatting follows the reader's locale:
 * `45,50 €` in French, `€45.50` in English.
 */
export const CURRENCIES = ['EUR', 'USD', 'CAD', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'EUR';

/** An amount typed in currency units (`45.5`) in whole cents (`4550`), half up. */
export function amountToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12)));
}

/** Whole cents in currency units, for a form field (`4550` → `45.5`). */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The price in the locale's currency format; whole amounts without decimals (`80 €`, `45,50 €`). */
export function formatPrice(cents: number, currency: Currency, locale: string): string {
  const whole = cents % 100 === 0;
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}

/** The currency's symbol in a locale (`€`, `$`, `CA$`, `CHF`), for a price field's label. */
export function currencySymbol(currency: Currency, locale: string): string {
  const part = new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The artist's currency preference (EUR until chosen). */
export function artistCurrency(artist: object): Currency {
  const currency = (artist as { currency?: unknown }).currency;
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY;
}
