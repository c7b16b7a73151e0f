/**
 * Wall-clock times and local days of an artist's schedule ('HH:mm', 'YYYY-MM-DD', read in the
 * artist's time zone), shown in the reader's language. They are formatted as UTC instants so that
 * the browser's own zone can never shift them; the zone they belong to is named beside them.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formats.get(key);
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

/** Minutes since midnight of 'HH:mm'. */
function clockMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:mm' of minutes since midnight (wrapping past midnight). */
export function clockOf(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * '14:30' as `14:30` or `2:30 PM`: `hourFormat` is the artist's preference ('24' or '12'); without
 * it, the language's own habit.
 */
export function formatClock(clock: string, locale: string, hourFormat?: '12' | '24'): string {
  const minutes = clockMinutes(clock);
  const format = cached(`clock|${locale}|${hourFormat ?? ''}`, () => {
    const hour12 =
      hourFormat === undefined
        ? new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true
        : hourFormat === '12';
    // 24-hour clocks read `09:05`, 12-hour ones `9:05 AM`.
    return new Intl.DateTimeFormat(locale, {
      hour: hour12 ? 'numeric' : '2-digit',
      minute: '2-digit',
      hour12,
      timeZone: 'UTC',
    });
  });
  return format.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
}

/** A slot's start and end, `10:00 – 12:30`, the end wrapping past midnight. */
export function formatClockRange(
  start: string,
  durationMinutes: number,
  locale: string,
  hourFormat?: '12' | '24',
): string {
  const end = clockOf(clockMinutes(start) + durationMinutes);
  return `${formatClock(start, locale, hourFormat)} – ${formatClock(end, locale, hourFormat)}`;
}

/** A length of time in hours and minutes, `2 h 30 min`, `45 min`, in the reader's language. */
export function formatDuration(totalMinutes: number, locale: string): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (name: 'hour' | 'minute', value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 && unit('hour', hours), (minutes > 0 || hours === 0) && unit('minute', minutes)];
  return parts.filter(Boolean).join(' ');
}

function utcDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A local day with its weekday: `samedi 2 mai 2026` (`long`) or `sam. 2 mai` (`short`). */
export function formatDay(date: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const format = cached(
    `day|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        style === 'long'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
          : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
      ),
  );
  return format.format(utcDay(date));
}

/** A month and year, `mai 2026`, for grouping days. */
export function formatMonth(date: string, locale: string): string {
  const format = cached(
    `month|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(utcDay(date));
}

/** The name of a weekday (0 = Sunday ... 6 = Saturday) or of a month (1 ... 12). */
export function weekdayName(weekday: number, locale: string, style: 'long' | 'short' = 'long'): string {
  const format = cached(
    `weekday|${locale}|${style}`,
    () => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }),
  );
  // 2023-01-01 was a Sunday.
  return format.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

export function monthName(month: number, locale: string, style: 'long' | 'short' = 'long'): string {
  const format = cached(
    `monthName|${locale}|${style}`,
    () => new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }),
  );
  return format.format(new Date(Date.UTC(2023, month - 1, 1)));
}

/** The day it is now in a time zone, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()): string {
  const format = cached(
    `today|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
  );
  return format.format(now);
}

/** The local day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A time zone as people say it, with its id: `heure d’Europe centrale (Europe/Paris)`. The generic
 * name (no summer/winter) fits slots on both sides of a change; the id alone when the language has none.
 */
export function zoneLabel(timeZone: string, locale: string, now = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
