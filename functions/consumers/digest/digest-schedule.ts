import { localClock } from '#shared/domain/local-time.ts';

/** The spec: the daily notification summary goes out at 18:00 in the artist's time zone. */
const DIGEST_LOCAL_HOUR = 18;

/**
 * The time zones whose local clock reads 18:xx at some minute of the UTC hour that starts at (or
 * contains) `instant`. The schedule fires hourly at minute 0 UTC: a whole-hour zone is due when it
 * reads 18:00 then; a zone offset by 30 or 45 minutes reaches 18:00 inside the hour, so it is due
 * when it reads 17:30 or 17:15 at the hour's start. Every zone is due exactly once per local day,
 * except on a day whose 18:00 falls in a daylight-saving gap (none in the tz database today).
 */
export function zonesAtDigestHour(instant: Date, zones: readonly string[]): string[] {
  const hourStart = new Date(Math.floor(instant.getTime() / 3_600_000) * 3_600_000);
  return zones.filter((zone) => {
    const { hour, minute } = localClock(hourStart, zone);
    return minute === 0 ? hour === DIGEST_LOCAL_HOUR : hour === DIGEST_LOCAL_HOUR - 1;
  });
}
