/**
 * An artist's preferences (spec section 3): language and time zone (already on the account), the
 * unit of measure, the hour format, the currency and the theme. Dimensions are stored in one
 * canonical unit (millimetres) and shown in the artist's unit; prices in the artist's currency.
 */
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from './money.ts';
import { MEASUREMENT_UNITS, type MeasurementUnit } from './units.ts';

/** The units (`shared/domain/units.ts`) and currencies (`shared/domain/money.ts`) offered. */
export const UNITS = MEASUREMENT_UNITS;
export type Unit = MeasurementUnit;
export { CURRENCIES, type Currency };

export const HOUR_FORMATS = ['24', '12'] as const;
export type HourFormat = (typeof HOUR_FORMATS)[number];

export const THEMES = ['system', 'dark', 'light'] as const;
export type ThemeChoice = (typeof THEMES)[number];

export const DEFAULT_PREFERENCES = {
  unit: 'metric',
  currency: DEFAULT_CURRENCY,
  hourFormat: '24',
  theme: 'system',
} as const satisfies {
  unit: Unit;
  currency: Currency;
  hourFormat: HourFormat;
  theme: ThemeChoice;
};

/** Reservation settings (spec section 3): every kind of request is open until the artist closes it. */
export const DEFAULT_RESERVATIONS = { openRequests: true, openCustom: true, openTouchups: true } as const;

export interface Preferences {
  locale: 'fr' | 'en' | 'es';
  timezone: string;
  unit: Unit;
  currency: Currency;
  hourFormat: HourFormat;
  theme: ThemeChoice;
}

/** The preferences of `update` that differ from the current ones (an absent current value is its default). */
export function changedPreferences(
  current: Partial<Preferences>,
  update: Partial<Preferences>,
): Partial<Preferences> {
  const effective: Partial<Preferences> = { ...DEFAULT_PREFERENCES, ...current };
  const changed: Partial<Preferences> = {};
  for (const key of Object.keys(update) as (keyof Preferences)[]) {
    const value = update[key];
    if (value !== undefined && value !== effective[key]) Object.assign(changed, { [key]: value });
  }
  return changed;
}
