import type { Availability } from '#shared/api/contracts/availability.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import {
  formatClockRange,
  formatDay,
  formatDuration,
  monthName,
  weekdayName,
} from '#web/src/lib/wall-time.ts';
import { WEEK } from './availability-values.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** How an availability is named in its card and in the feedback: its days, or its date. */
export function availabilityTitle(availability: Availability, t: Translate, locale: string): string {
  if (availability.kind === 'oneTime') return formatDay(availability.date, locale);
  if (availability.weekdays.length === 7) return t('web.availability.everyDay');
  return WEEK.filter((weekday) => availability.weekdays.includes(weekday))
    .map((weekday) => weekdayName(weekday, locale))
    .join(', ');
}

/** The months of a recurring rule: 'Every month' or their names. */
export function monthsText(months: number[], t: Translate, locale: string): string {
  if (months.length === 0 || months.length === 12) return t('web.availability.everyMonth');
  return months.map((month) => monthName(month, locale)).join(', ');
}

/** Each slot as `10:00 – 13:00 (3 h)` in the artist's hour format. */
export function slotTexts(availability: Availability, locale: string, hourFormat: HourFormat): string[] {
  return availability.slots.map(
    ({ start, durationMinutes }) =>
      `${formatClockRange(start, durationMinutes, locale, hourFormat)} (${formatDuration(durationMinutes, locale)})`,
  );
}
