/**
 * Instants (UTC ISO strings: when a request was sent, a history entry) shown in the artist's time
 * zone and hour format, in the reader's language: `sam. 2 mai 2026, 10:00`.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function hour12Of(locale: string, hourFormat: '12' | '24' | undefined): boolean {
  if (hourFormat) return hourFormat === '12';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
}

/** An instant's day and time in `timeZone`: `sam. 2 mai 2026, 10:00` (`10:00 AM` in 12-hour). */
export function formatInstant(
  iso: string,
  locale: string,
  timeZone: string,
  hourFormat?: '12' | '24',
): string {
  const key = `${locale}|${timeZone}|${hourFormat ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const hour12 = hour12Of(locale, hourFormat);
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: hour12 ? 'numeric' : '2-digit',
      minute: '2-digit',
      hour12,
      timeZone,
    });
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
