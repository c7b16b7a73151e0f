/**
 * Local calendar days (`YYYY-MM-DD`, no zone: a travel's first and last day) shown in the reader's
 * language. They are read and formatted in UTC so that no time zone can move them by a day.
 */
function utcDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string): Intl.DateTimeFormat {
  let found = formats.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, found);
  }
  return found;
}

/** `10 – 14 mars 2027`, `10 mars 2027` for one day, in the locale's own way of writing ranges. */
export function formatLocalPeriod(startDate: string, endDate: string, locale: string): string {
  const start = utcDate(startDate);
  const end = utcDate(endDate);
  return startDate === endDate ? format(locale).format(start) : format(locale).formatRange(start, end);
}
