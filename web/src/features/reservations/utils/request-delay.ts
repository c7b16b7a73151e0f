/**
 * The request delay (minimum time between a request and the slot's start) is stored in minutes
 * (`requestDelayMinutes`, 0 to 30 days); the artist types it in hours or in days.
 */
export type DelayUnit = 'hours' | 'days';

const MINUTES: Record<DelayUnit, number> = { hours: 60, days: 24 * 60 };

/** Whole days when it is a whole number of days (1 day or more), else hours. */
export function delayParts(minutes: number): { amount: string; unit: DelayUnit } {
  if (minutes >= MINUTES.days && minutes % MINUTES.days === 0) {
    return { amount: String(minutes / MINUTES.days), unit: 'days' };
  }
  return { amount: String(Math.round((minutes / MINUTES.hours) * 100) / 100), unit: 'hours' };
}

/**
 * Minutes of what was typed, or undefined when it is not a whole, non-negative number. Above 30 days
 * the API's own rule answers (the contract's message).
 */
export function delayMinutes(amount: string, unit: DelayUnit): number | undefined {
  const text = amount.trim();
  if (!/^\d{1,5}$/.test(text)) return undefined;
  return Number(text) * MINUTES[unit];
}

/** `24 heures`, `2 days`, in the reader's language. */
export function formatDelay(minutes: number, locale: string): string {
  const { amount, unit } = delayParts(minutes);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'days' ? 'day' : 'hour',
    unitDisplay: 'long',
  }).format(Number(amount));
}
