/** At most this many reports or suggestions per artist and minute. */
export const SUPPORT_SENDS_PER_MINUTE = 5;
export const SUPPORT_RATE_TTL_SECONDS = 300;

/** The rate window an artist's support sends count in (`rateWindow` items). */
export function supportRateKey(artistId: string, now: Date) {
  return { scope: `support:${artistId}`, minute: Math.floor(now.getTime() / 60_000) };
}
