/** The zone of an artist who has not chosen one (the product starts in France). */
export const DEFAULT_TIMEZONE = 'Europe/Paris';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

/** The local calendar day of an instant in a time zone, YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  return cached(
    dateFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(instant);
}

/** The local hour (0-23) and minute of an instant in a time zone. */
export function localClock(instant: Date, timeZone: string): { hour: number; minute: number } {
  const parts = cached(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { hour: value('hour'), minute: value('minute') };
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const OFFSET = /GMT(?:([+\-\u2212])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The UTC offset of a time zone at an instant, in milliseconds (Paris in summer: +7_200_000), to the
 * second (old local mean times such as -00:44:30 included). The only Intl call the slot engine makes.
 */
export function utcOffsetMs(instant: Date | number, timeZone: string): number {
  const text = cached(
    offsetFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  ).format(instant);
  const match = OFFSET.exec(text);
  if (!match) throw new RangeError(`Unreadable UTC offset '${text}' for ${timeZone}`);
  const [, sign, hours, minutes, seconds] = match;
  if (!sign) return 0;
  const ms = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds ?? 0)) * 1000;
  return sign === '+' ? ms : -ms;
}
