/**
 * Calendar dates and wall-clock times without a time zone: a local date is a day number (days since
 * 1970-01-01), a wall time is milliseconds since 1970-01-01T00:00 read as if the zone were UTC.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'HH:mm', 00:00 to 23:59, as `<input type="time">` gives it. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'YYYY-MM-DD' to its day number; RangeError if it is not a real calendar date. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const ms = Date.UTC(year, month - 1, day);
    const check = new Date(ms);
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === day) return ms / DAY_MS;
  }
  throw new RangeError(`Not a date (YYYY-MM-DD): '${date}'`);
}

const PAD2 = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** Year, month (1-12) and day of a day number (H. Hinnant's civil_from_days; no Date, no allocation). */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, doy - Math.floor((153 * mp + 2) / 5) + 1];
}

const formatDate = (year: number, month: number, day: number) =>
  year >= 1000 && year <= 9999 ? `${year}-${PAD2[month]}-${PAD2[day]}` : undefined;

/** The calendar fields of a day number: 'YYYY-MM-DD', month 1-12 and weekday 0 (Sunday) to 6 (Saturday). */
export function civilDay(day: number): { date: string; month: number; weekday: number } {
  const [year, month, dayOfMonth] = civilFromDays(day);
  return {
    date: formatDate(year, month, dayOfMonth) ?? new Date(day * DAY_MS).toISOString().slice(0, 10),
    month,
    weekday: (((day + 4) % 7) + 7) % 7,
  };
}

// Consecutive instants mostly share their UTC day: keep the last day's text.
let lastDay = Number.NaN;
let lastDate: string | undefined;

/** An instant as ISO 8601 UTC text, exactly as Date.prototype.toISOString writes it (but cheaper). */
export function formatInstant(instant: number): string {
  const day = Math.floor(instant / DAY_MS);
  if (day !== lastDay) {
    lastDay = day;
    lastDate = formatDate(...civilFromDays(day));
  }
  const date = lastDate;
  if (date === undefined) return new Date(instant).toISOString();
  let rest = instant - day * DAY_MS;
  const ms = rest % 1000;
  rest = (rest - ms) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  return `${date}T${PAD2[Math.floor(rest / 60)]}:${PAD2[rest % 60]}:${PAD2[seconds]}.${PAD3[ms]}Z`;
}

/** 'HH:mm' (00:00 to 23:59) to minutes after midnight; RangeError otherwise. */
export function clockMinutes(clock: string): number {
  const match = CLOCK_PATTERN.exec(clock);
  if (!match) throw new RangeError(`Not a time (HH:mm): '${clock}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight to 'HH:mm'. */
export function formatClock(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Epoch ms of UTC fields, or NaN when a field is out of range (no rolling 02-30 over to 03-02). */
function utcMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
) {
  const monthDays = month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
  if (!(day >= 1 && day <= monthDays && hour <= 23 && minute <= 59 && second <= 59)) return Number.NaN;
  return daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
}

/** The two-digit number at text[at, at + 2), or NaN. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >>> 0 > 9 || units >>> 0 > 9 ? Number.NaN : tens * 10 + units;
}

const [DASH, COLON, T, DOT, Z] = [0x2d, 0x3a, 0x54, 0x2e, 0x5a] as const; // - : T . Z

/** toISOString's own form, 'YYYY-MM-DDTHH:mm:ss.sssZ', read without a regex or Date.parse. */
function readCanonical(text: string): number | undefined {
  if (
    text.length !== 24 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== T ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON ||
    text.charCodeAt(19) !== DOT ||
    text.charCodeAt(23) !== Z
  ) {
    return undefined;
  }
  const msUnits = text.charCodeAt(22) - 48;
  return utcMs(
    twoDigits(text, 0) * 100 + twoDigits(text, 2),
    twoDigits(text, 5),
    twoDigits(text, 8),
    twoDigits(text, 11),
    twoDigits(text, 14),
    twoDigits(text, 17),
    msUnits >>> 0 > 9 ? Number.NaN : twoDigits(text, 20) * 10 + msUnits,
  );
}

function readIso(text: string): number {
  const canonical = readCanonical(text);
  if (canonical !== undefined) return canonical;
  const match = INSTANT.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = match;
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const local = utcMs(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
    ms,
  );
  if (!sign) return local;
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * MINUTE_MS;
  return sign === '+' ? local - offset : local + offset;
}

/**
 * An instant to epoch milliseconds: a Date, or ISO 8601 text WITH its offset ('Z' or '+02:00'), since
 * text without one would be read in the host's time zone. RangeError otherwise (02-30 and 24:00 too).
 */
export function epochMs(instant: string | Date): number {
  const ms = typeof instant === 'string' ? readIso(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: '${String(instant)}'`);
  return ms;
}
