import { type Currency, formatPrice } from '#shared/domain/money.ts';

/** Amounts per currency, `1 240,00 € · 300,00 CHF`; `fallback` (the artist's currency at 0) when none. */
export function formatAmounts(amounts: Record<string, number>, locale: string, fallback: Currency): string {
  const entries = Object.entries(amounts).filter(([, cents]) => cents !== 0);
  if (entries.length === 0) return formatPrice(0, fallback, locale);
  return entries.map(([currency, cents]) => formatPrice(cents, currency as Currency, locale)).join(' · ');
}

const unit = (value: number, name: 'minute' | 'hour' | 'day', locale: string, display: 'long' | 'short') =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: display,
    maximumFractionDigits: 0,
  }).format(value);

/**
 * A wait or a saving in the unit a person would say: `25 minutes`, `3 hours 20 minutes` (under 10
 * hours), `14 hours`, `3 days` (from 2 days).
 */
export function formatSpan(minutes: number, locale: string): string {
  const rounded = Math.max(1, Math.round(minutes));
  if (rounded < 60) return unit(rounded, 'minute', locale, 'long');
  if (rounded < 48 * 60) {
    const hours = Math.floor(rounded / 60);
    const rest = rounded % 60;
    if (hours < 10 && rest > 0)
      return `${unit(hours, 'hour', locale, 'long')} ${unit(rest, 'minute', locale, 'long')}`;
    return unit(Math.round(rounded / 60), 'hour', locale, 'long');
  }
  return unit(Math.round(rounded / (24 * 60)), 'day', locale, 'long');
}

/** Time in the chair, in hours (one decimal at most): `7.5 h`. */
export function formatHours(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(minutes / 60);
}

/** An hour of the day as the artist reads it: `14 h`/`14:00` or `2 PM`. */
export function formatHour(hour: number, locale: string, hourFormat?: '12' | '24'): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    timeZone: 'UTC',
    ...(hourFormat && { hour12: hourFormat === '12' }),
  }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/** A short date, `26 nov.`; with the year when it differs from `yearOf`. */
export function formatShortDate(date: string, locale: string, withYear = false): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A month bucket (`2026-10-01`) as `oct. 26`. */
export function formatMonthBucket(date: string, locale: string): string {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A whole percentage in the reader's habit: `48%`, `48 %`. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
