import { utcOffsetMs } from '#shared/domain/local-time.ts';

/** The instant a local day ends in a zone (the next day's local midnight). */
export function endOfLocalDay(date: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day + 1);
  let instant = midnightUtc - utcOffsetMs(midnightUtc, timeZone);
  // Once more where the offset at the guess differs (a change of summer time that night).
  instant = midnightUtc - utcOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}
