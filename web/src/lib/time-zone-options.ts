import { currentZoneName } from '#shared/domain/time-zone-names.ts';

export interface TimeZoneOption {
  /** The current IANA name, what is saved (`Asia/Kolkata`). */
  value: string;
  /** `UTC+05:30 · Kolkata (India Standard Time)`, in the reader's language. */
  label: string;
  offsetMinutes: number;
}

function part(zone: string, locale: string, style: 'longOffset' | 'longGeneric', at: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((piece) => piece.type === 'timeZoneName')?.value ?? '';
}

/**
 * `GMT+05:30` → 330; `GMT` → 0; `UTC−08:00` → −480: some languages (French) write the minus sign
 * U+2212, not the hyphen.
 */
function minutesOf(offset: string): number {
  const match = /([+\-\u2212])(\d{1,2})(?::?(\d{2}))?/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

function utcText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone's place, from its name: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
function placeOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/**
 * The time zones offered, by friendly name with their offset now, sorted by offset then place: every
 * zone the browser knows under its current IANA name (never `Asia/Calcutta` or `Europe/Kiev`), with
 * the artist's own zone kept even if the browser lacks it. `Etc/*` and bare `UTC` are left out but
 * for the artist's own.
 */
export function timeZoneOptions(current: string, locale: string, at: Date = new Date()): TimeZoneOption[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    known = [];
  }
  const own = currentZoneName(current);
  const zones = new Set(
    known.map(currentZoneName).filter((zone) => zone.includes('/') && !zone.startsWith('Etc/')),
  );
  zones.add(own);
  return labelledTimeZones([...zones], locale, at, own);
}

/**
 * The given zones with their friendly names and offsets now, sorted by offset then place; a zone
 * `Intl` cannot format is left out, unless it is `keep` (then shown by its name).
 */
export function labelledTimeZones(
  zones: readonly string[],
  locale: string,
  at: Date = new Date(),
  keep?: string,
): TimeZoneOption[] {
  const options: TimeZoneOption[] = [];
  for (const zone of zones) {
    try {
      const offsetMinutes = minutesOf(part(zone, locale, 'longOffset', at));
      const generic = part(zone, locale, 'longGeneric', at);
      const place = placeOf(zone);
      const name = generic && !/^(GMT|UTC)/.test(generic) ? `${place} (${generic})` : place;
      options.push({ value: zone, label: `${utcText(offsetMinutes)} · ${name}`, offsetMinutes });
    } catch {
      if (zone === keep) options.push({ value: zone, label: zone, offsetMinutes: 0 });
    }
  }
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
}
