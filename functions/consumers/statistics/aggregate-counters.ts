import { localDate } from '#shared/domain/local-time.ts';
import { civilDay, dayNumber, epochMs } from '#shared/domain/slots/civil-time.ts';
import { startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';
import { monthKey } from '#shared/domain/statistics/metrics.ts';
import { BoundedCache } from './bounded-cache.ts';
import type { CountedEvent } from './counted-event.ts';
import { addChanges, type ChangeSink } from './metrics-for-event.ts';

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
 * counts the same recent days again): every UTC offset is a whole number of quarter hours, so a
 * local day is a run of quarter hours, filled at once when one of them is first asked.
 * Bounded: emptied when it holds a year of quarter hours in a few zones.
 */
const MAX_CACHED_DAYS = 200_000;
const days = new BoundedCache<number, string>(MAX_CACHED_DAYS);

function dayOf(zone: string, quarter: number): string {
  const zoneDays = days.family(zone);
  let day = zoneDays.get(quarter);
  if (day === undefined) {
    day = localDate(new Date(quarter * QUARTER_HOUR), zone);
    const from = startOfLocalDay(zone, day).getTime() / QUARTER_HOUR;
    const to = startOfLocalDay(zone, civilDay(dayNumber(day) + 1).date).getTime() / QUARTER_HOUR;
    // A day from its first quarter hour to the next day's (23 to 25 hours); the asked one at least.
    const whole = from <= quarter && quarter < to && to - from <= 100;
    const [first, end]: [number, number] = whole ? [from, to] : [quarter, quarter + 1];
    for (let at = first; at < end; at++) zoneDays.set(at, day);
    days.added(end - first);
  }
  return day;
}

/**
 * The quarter hour (since the epoch) of an instant: the outbox writes toISOString's form, which
 * epochMs reads from its digits (no Date.parse). RangeError for text that is no instant.
 */
export function quarterOf(instant: string): number {
  return Math.floor(epochMs(instant) / QUARTER_HOUR);
}

/**
 * The sums being built: per artist, then local day, that day's changes (a short array scanned by
 * metric: an artist's day has a handful, and an array costs less to build than a map). `at` is the
 * quarter hour of the event being added; the last artist's day is kept, as an event's changes are
 * mostly its one artist's.
 */
class Sums implements ChangeSink {
  readonly byArtist = new Map<string, Map<string, CounterChange[]>>();
  private at = 0;
  private artist: string | undefined;
  private day = '';
  private changes: CounterChange[] = [];

  constructor(private readonly zoneOf: (artistId: string) => string) {}

  /** Starts an event: its quarter hour. */
  event(quarter: number): void {
    this.at = quarter;
    this.artist = undefined;
  }

  add(artistId: string, metric: string, amount: number): void {
    if (artistId !== this.artist) this.open(artistId);
    const changes = this.changes;
    for (let i = 0; i < changes.length; i++) {
      const known = changes[i] as CounterChange;
      if (known.metric === metric) {
        known.amount += amount;
        return;
      }
    }
    changes.push({ artistId, day: this.day, metric, amount });
  }

  private open(artistId: string): void {
    this.artist = artistId;
    const day = dayOf(this.zoneOf(artistId), this.at);
    this.day = day;
    let artistDays = this.byArtist.get(artistId);
    if (!artistDays) {
      artistDays = new Map();
      this.byArtist.set(artistId, artistDays);
    }
    let changes = artistDays.get(day);
    if (!changes) {
      changes = [];
      artistDays.set(day, changes);
    }
    this.changes = changes;
  }
}

/** Adds the changes of one event to the sums: by default its rule's (addChanges). */
type ChangesOf = (event: CountedEvent, sink: ChangeSink) => void;

/** The events' changes summed per artist and local day (`zoneOf` gives an artist's zone). */
function sumEvents(
  events: Iterable<CountedEvent>,
  zoneOf: (artistId: string) => string,
  changesOf: ChangesOf = addChanges,
): Map<string, Map<string, CounterChange[]>> {
  const sums = new Sums(zoneOf);
  for (const event of events) {
    sums.event(quarterOf(event.envelope.metadata.occurredAt));
    changesOf(event, sums);
  }
  return sums.byArtist;
}

/**
 * The counter changes of events, summed per artist, local day and metric (zero sums left out). Each
 * event counts on its artist's local day (`zoneOf`), computed once per zone and quarter hour. The
 * rules add to the sums directly (addChanges): nothing is built per event but the counters.
 */
export function aggregateCounters(
  events: Iterable<CountedEvent>,
  zoneOf: (artistId: string) => string,
  /** When the caller has the event's changes already. */
  changesOf?: ChangesOf,
): CounterChange[] {
  const result: CounterChange[] = [];
  for (const days of sumEvents(events, zoneOf, changesOf).values())
    for (const changes of days.values())
      for (const change of changes) if (change.amount !== 0) result.push(change);
  return result;
}

/** The month total's key of each day asked (`2026-10-14` → `M2026-10`), built once per day. */
const monthOfDay = new Map<string, string>();

function monthOf(day: string): string {
  let month = monthOfDay.get(day);
  if (month === undefined) {
    if (monthOfDay.size >= MAX_CACHED_DAYS) monthOfDay.clear();
    month = monthKey(day);
    monthOfDay.set(day, month);
  }
  return month;
}

/**
 * What the statistics consumer writes for events: aggregateCounters' day counters, then their month
 * totals (ADR 0046), as withMonthTotals gives them, summed while the days are read out rather than
 * grouped again.
 */
export function countersWithMonthTotals(...input: Parameters<typeof aggregateCounters>): CounterChange[] {
  const result: CounterChange[] = [];
  const totals: CounterChange[] = [];
  for (const [artistId, days] of sumEvents(...input)) {
    const months = new Map<string, Map<string, CounterChange>>();
    for (const [day, changes] of days) {
      const month = monthOf(day);
      let metrics = months.get(month);
      if (!metrics) {
        metrics = new Map();
        months.set(month, metrics);
      }
      for (const change of changes) {
        if (change.amount === 0) continue;
        result.push(change);
        const total = metrics.get(change.metric);
        if (total) total.amount += change.amount;
        else {
          const added = { artistId, day: month, metric: change.metric, amount: change.amount };
          metrics.set(change.metric, added);
          totals.push(added);
        }
      }
    }
  }
  for (const total of totals) result.push(total);
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
