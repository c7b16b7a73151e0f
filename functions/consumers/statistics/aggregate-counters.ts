import { localDate } from '../../../shared/domain/local-time.ts';
import type { DomainEvent } from '../../lib/parse-bus-event.ts';
import { type MetricChange, metricsForEvent } from './metrics-for-event.ts';

/** One counter to add to: the artist's metric on the artist's local day of the event. */
export interface CounterChange {
  artistId: string;
  day: string;
  metric: string;
  amount: number;
}

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * The counter changes of events, summed per artist, local day and metric (zero sums left out). Each
 * event counts on its artist's local day (`zoneOf`). Every UTC offset is a whole number of quarter
 * hours, so the day is computed once per zone and quarter hour. Keys are built once per event and
 * artist, not per change: this runs on every event the statistics consumer takes.
 */
export function aggregateCounters(
  events: Iterable<DomainEvent>,
  zoneOf: (artistId: string) => string,
  /** The changes of one event, when the caller has them already (`metricsForEvent` by default). */
  changesOf: (event: DomainEvent) => MetricChange[] = metricsForEvent,
): CounterChange[] {
  const days = new Map<string, Map<number, string>>();
  const dayOf = (zone: string, quarter: number) => {
    let zoneDays = days.get(zone);
    if (!zoneDays) {
      zoneDays = new Map();
      days.set(zone, zoneDays);
    }
    let day = zoneDays.get(quarter);
    if (day === undefined) {
      day = localDate(new Date(quarter * QUARTER_HOUR), zone);
      zoneDays.set(quarter, day);
    }
    return day;
  };
  /** Per artist and day, the sums by metric. */
  const sums = new Map<string, Map<string, CounterChange>>();
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
        const key = `${artist}|${day}`;
        metrics = sums.get(key);
        if (!metrics) {
          metrics = new Map();
          sums.set(key, metrics);
        }
      }
      const known = metrics.get(change.metric);
      if (known) known.amount += change.amount;
      else
        metrics.set(change.metric, { artistId: artist, day, metric: change.metric, amount: change.amount });
    }
  }
  const result: CounterChange[] = [];
  for (const metrics of sums.values())
    for (const change of metrics.values()) if (change.amount !== 0) result.push(change);
  return result;
}
