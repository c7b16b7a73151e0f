import { localDate } from '#shared/domain/local-time.ts';
import { monthKey } from '#shared/domain/statistics/metrics.ts';
import type { CountedEvent } from './counted-event.ts';
import { type MetricChange, ruleChanges } from './metrics-for-event.ts';

/** One counter to add to: the artist's metric on the artist's local day of the event. */
export interface CounterChange {
  artistId: string;
  day: string;
  metric: string;
  amount: number;
}

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * The local day of each zone and quarter hour already asked, kept across calls (a warm container
 * counts the same recent days again): every UTC offset is a whole number of quarter hours.
 * Bounded: emptied when it holds a year of quarter hours in a few zones.
 */
const days = new Map<string, Map<number, string>>();
let cachedDays = 0;
const MAX_CACHED_DAYS = 200_000;

function dayOf(zone: string, quarter: number): string {
  if (cachedDays >= MAX_CACHED_DAYS) {
    days.clear();
    cachedDays = 0;
  }
  let zoneDays = days.get(zone);
  if (!zoneDays) {
    zoneDays = new Map();
    days.set(zone, zoneDays);
  }
  let day = zoneDays.get(quarter);
  if (day === undefined) {
    day = localDate(new Date(quarter * QUARTER_HOUR), zone);
    zoneDays.set(quarter, day);
    cachedDays += 1;
  }
  return day;
}

/**
 * The counter changes of events, summed per artist, local day and metric (zero sums left out). Each
 * event counts on its artist's local day (`zoneOf`), computed once per zone and quarter hour. Keys are built once per event and
 * artist, not per change: this runs on every event the statistics consumer takes.
 */
export function aggregateCounters(
  events: Iterable<CountedEvent>,
  zoneOf: (artistId: string) => string,
  /**
   * The changes of one event, when the caller has them already; by default its rule's, unmerged
   * (they are summed here, and zero sums left out, as metricsForEvent would).
   */
  changesOf: (event: CountedEvent) => MetricChange[] = ruleChanges,
): CounterChange[] {
  /** Per artist, then day, the sums by metric (nested maps: no key string built per event). */
  const sums = new Map<string, Map<string, Map<string, CounterChange>>>();
  for (const event of events) {
    const changes = changesOf(event);
    if (changes.length === 0) continue;
    const quarter = Math.floor(Date.parse(event.envelope.metadata.occurredAt) / QUARTER_HOUR);
    let artist: string | undefined;
    let metrics: Map<string, CounterChange> | undefined;
    let day = '';
    for (const change of changes) {
      if (change.artistId !== artist || !metrics) {
        artist = change.artistId;
        day = dayOf(zoneOf(artist), quarter);
        let artistDays = sums.get(artist);
        if (!artistDays) {
          artistDays = new Map();
          sums.set(artist, artistDays);
        }
        metrics = artistDays.get(day);
        if (!metrics) {
          metrics = new Map();
          artistDays.set(day, metrics);
        }
      }
      const known = metrics.get(change.metric);
      if (known) known.amount += change.amount;
      else
        metrics.set(change.metric, { artistId: artist, day, metric: change.metric, amount: change.amount });
    }
  }
  const result: CounterChange[] = [];
  for (const days of sums.values())
    for (const metrics of days.values())
      for (const change of metrics.values()) if (change.amount !== 0) result.push(change);
  return result;
}

/**
 * The day counters' changes plus their month totals' (`M2026-10`, ADR 0046), summed per artist,
 * month and metric: the same amounts land on the day and on its month, in the same transaction.
 * Nested maps and one month key per day: no key string is built per change.
 */
export function withMonthTotals(changes: readonly CounterChange[]): CounterChange[] {
  const monthOfDay = new Map<string, string>();
  const sums = new Map<string, Map<string, Map<string, CounterChange>>>();
  const totals: CounterChange[] = [];
  for (const change of changes) {
    let month = monthOfDay.get(change.day);
    if (month === undefined) {
      month = monthKey(change.day);
      monthOfDay.set(change.day, month);
    }
    let artistMonths = sums.get(change.artistId);
    if (!artistMonths) {
      artistMonths = new Map();
      sums.set(change.artistId, artistMonths);
    }
    let metrics = artistMonths.get(month);
    if (!metrics) {
      metrics = new Map();
      artistMonths.set(month, metrics);
    }
    const known = metrics.get(change.metric);
    if (known) known.amount += change.amount;
    else {
      const total = { artistId: change.artistId, day: month, metric: change.metric, amount: change.amount };
      metrics.set(change.metric, total);
      totals.push(total);
    }
  }
  return [...changes, ...totals];
}
