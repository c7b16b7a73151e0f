import { localDate } from '../../../shared/domain/local-time.ts';
import type { DomainEvent } from '../../lib/parse-bus-event.ts';
import { metricsForEvent } from './metrics-for-event.ts';

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
 * hours, so the day is computed once per zone and quarter hour.
 */
export function aggregateCounters(
  events: Iterable<DomainEvent>,
  zoneOf: (artistId: string) => string,
): CounterChange[] {
  const days = new Map<string, string>();
  const sums = new Map<string, CounterChange>();
  for (const event of events) {
    const instant = Date.parse(event.envelope.metadata.occurredAt);
    for (const change of metricsForEvent(event)) {
      const zone = zoneOf(change.artistId);
      const quarter = Math.floor(instant / QUARTER_HOUR);
      const dayKey = `${zone}|${quarter}`;
      let day = days.get(dayKey);
      if (!day) {
        day = localDate(new Date(quarter * QUARTER_HOUR), zone);
        days.set(dayKey, day);
      }
      const key = `${change.artistId}|${day}|${change.metric}`;
      const known = sums.get(key);
      if (known) known.amount += change.amount;
      else sums.set(key, { artistId: change.artistId, day, metric: change.metric, amount: change.amount });
    }
  }
  return [...sums.values()].filter((change) => change.amount !== 0);
}
