/**
 * Intl.DateTimeFormat objects kept per locale and options: building one costs ~50 µs, formatting
 * with one ~1 µs, and lists and jobs (the 18:00 digest for every due artist, the calendar's bookings)
 * format with the same few. Bounded, since zones and locales come from stored items.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 500;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/**
 * A slot's start in full (`Saturday, December 5, 2026 at 11:00 AM`) in `locale`, in the artist's zone
 * (where it takes place), with the artist's hour format when it is known, else the language's: the
 * emails' date and the email templates' preview of it.
 */
export function fullSlotDate(
  slot: { start: string; timezone: string; hourFormat?: '12' | '24' | undefined },
  locale: string,
): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(slot.hourFormat && { hour12: slot.hourFormat === '12' }),
    timeZone: slot.timezone,
  }).format(new Date(slot.start));
}

/**
 * A slot's wall time, short (`Wed, Jun 2, 2:30 PM`), as the slot list gives it (`2026-06-02`,
 * `14:30`): UTC stands for the artist's zone. The public page's next free slot.
 */
export function shortWallTime(date: string, start: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${date}T${start}:00Z`));
}
