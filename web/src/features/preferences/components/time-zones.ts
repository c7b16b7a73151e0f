/**
 * The time zones offered: every IANA zone the browser knows (canonical names), with the artist's
 * current one kept even if the browser lacks it.
 */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}
