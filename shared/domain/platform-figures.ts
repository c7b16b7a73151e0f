/**
 * The platform's figures per day for the superadmin area (issue 13, item 8): sign-ups, booking
 * requests, bookings and emails sent. Every event adds to one of a few shards of the day's counter
 * (the `statsCounter` items of `platform#0` … `platform#7`), so that busy moments do not all write
 * the same item; a read sums the shards. Days are UTC days.
 */
const PLATFORM_METRICS = ['signups', 'requests', 'bookings', 'emailsSent'] as const;
export type PlatformMetric = (typeof PLATFORM_METRICS)[number];

const PLATFORM_SHARDS = 8;
export const PLATFORM_SCOPES = Array.from({ length: PLATFORM_SHARDS }, (_, shard) => `platform#${shard}`);

/** The shard an event (by its id) adds to: spread evenly, the same for a redelivery of it. */
export function platformScope(key: string): string {
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  return `platform#${hash % PLATFORM_SHARDS}`;
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function utcDay(at: string | Date): string {
  return (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);
}

/** Which platform figure an event adds one to, if any. */
export function platformMetricOf(detailType: string): PlatformMetric | undefined {
  if (detailType === 'artist.onboarded') return 'signups';
  if (detailType === 'request.created') return 'requests';
  if (detailType === 'request.accepted') return 'bookings';
  return undefined;
}

export interface PlatformDay {
  day: string;
  signups: number;
  requests: number;
  bookings: number;
  emailsSent: number;
}

/** Sums the shards' counters into one row per day, every day of the range present (zeros included). */
export function platformDays(
  days: readonly string[],
  counters: readonly { day: string; metric: string; value: number }[],
): PlatformDay[] {
  const rows = new Map(
    days.map((day) => [day, { day, signups: 0, requests: 0, bookings: 0, emailsSent: 0 }]),
  );
  for (const counter of counters) {
    const row = rows.get(counter.day);
    if (row && (PLATFORM_METRICS as readonly string[]).includes(counter.metric))
      row[counter.metric as PlatformMetric] += counter.value;
  }
  return [...rows.values()];
}
