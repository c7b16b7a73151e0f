import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import {
  type AMOUNT_METRICS,
  FLASH_REQUESTS_METRIC,
  isMonthKey,
  medianMinutes,
  REQUESTED_SLOT_METRIC,
} from './metrics.ts';

/**
 * The insights page's figures (issue 12, spec's statistics ranges), computed from the per-day
 * counters of the statistics consumer: pure, so the API and the bench run the same code.
 */
export const PAST_RANGES = ['7d', '4w', '3m', '12m'] as const;
export type PastRange = (typeof PAST_RANGES)[number];

/** The first and last local day of a past range ending today (both included). */
export function pastRangeDays(range: PastRange, today: string): { from: string; to: string } {
  const todayNumber = dayNumber(today);
  if (range === '7d') return { from: civilDay(todayNumber - 6).date, to: today };
  if (range === '4w') return { from: civilDay(todayNumber - 27).date, to: today };
  const months = range === '3m' ? 3 : 12;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - months, day + 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** The last day of a month (`2026-02` → `2026-02-28`). */
function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
};

/**
 * What a range reads (ADR 0046): with `months`, the whole months inside it as month totals
 * (`first`..`last`, YYYY-MM) and only the days of its partial months at each end; otherwise its days.
 */
export interface RangeReads {
  days: { from: string; to: string }[];
  months?: { first: string; last: string };
}

export function rangeReads(from: string, to: string, months: boolean): RangeReads {
  if (!months) return { days: [{ from, to }] };
  const first = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const last = lastDayOfMonth(to.slice(0, 7)) === to ? to.slice(0, 7) : previousMonth(to.slice(0, 7));
  if (first > last) return { days: [{ from, to }] };
  const days: RangeReads['days'] = [];
  if (from < `${first}-01`) days.push({ from, to: civilDay(dayNumber(`${first}-01`) - 1).date });
  const afterLast = civilDay(dayNumber(lastDayOfMonth(last)) + 1).date;
  if (afterLast <= to) days.push({ from: afterLast, to });
  return { days, months: { first, last } };
}

function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
}

/** A day's counter (`day` YYYY-MM-DD) or a month's total (`day` MYYYY-MM, metrics.ts' monthKey). */
export interface DayCounter {
  day: string;
  metric: string;
  value: number;
}

/**
 * Minutes a request through the form saves the artist, against settling the same project by direct
 * messages (the idea, the size, the slot, the price: about a quarter of an hour of back-and-forth).
 * The insights page says "about {timeSaved} saved" with it, and says how it is counted.
 */
const MINUTES_SAVED_PER_REQUEST = 15;

/** How many flashes the page ranks. */
const TOP_FLASHES = 5;

export interface InsightFigures {
  requestsReceived: number;
  requestsAccepted: number;
  requestsRefused: number;
  requestsCancelled: number;
  bookings: number;
  bookingsCancelled: number;
  /** Accepted out of the requests decided (accepted + refused), in whole percent; null: none decided. */
  acceptanceRate: number | null;
  /** Net of cancellations, per currency, in cents. */
  revenue: Record<string, number>;
  /** Deposits received net of corrections, per currency, in cents. */
  deposits: Record<string, number>;
  /** The median wait of a client for the artist's first answer, in minutes; null: no answer. */
  medianFirstResponseMinutes: number | null;
  /** `MINUTES_SAVED_PER_REQUEST` per request received. */
  timeSavedMinutes: number;
  /** Requests per requested slot's local weekday, Monday first (the busiest days). */
  busiestDays: number[];
  /** Requests per requested slot's local hour, 0 to 23 (the busiest hours). */
  busiestHours: number[];
  /** The flashes most asked for, most first (ties by id), at most `TOP_FLASHES`. */
  topFlashes: { flashId: string; requests: number }[];
  /** Requests and bookings per bucket (days for 4 weeks or less, weeks for 3 months, months for 12). */
  series: { start: string; requests: number; bookings: number }[];
}

const bucketOf = (range: PastRange, day: string) => {
  if (isMonthKey(day)) return `${day.slice(1)}-01`;
  if (range === '12m') return `${day.slice(0, 7)}-01`;
  if (range === '3m') {
    const number = dayNumber(day);
    const weekday = (civilDay(number).weekday + 6) % 7;
    return civilDay(number - weekday).date;
  }
  return day;
};

/** Whether a counter lies in [from, to]: a day inside it, or a month total of a month wholly inside. */
const inRange = (day: string, from: string, to: string) =>
  isMonthKey(day)
    ? `${day.slice(1)}-01` >= from && lastDayOfMonth(day.slice(1)) <= to
    : day >= from && day <= to;

/** Sums a range's counters (days and month totals) into the page's figures; counters outside [from, to] are ignored. */
export function insightFigures(
  range: PastRange,
  from: string,
  to: string,
  counters: readonly DayCounter[],
): InsightFigures {
  const totals = new Map<string, number>();
  const buckets = new Map<string, { requests: number; bookings: number }>();
  for (let number = dayNumber(from); number <= dayNumber(to); number++) {
    const key = bucketOf(range, civilDay(number).date);
    if (!buckets.has(key)) buckets.set(key, { requests: 0, bookings: 0 });
  }
  for (const counter of counters) {
    if (!inRange(counter.day, from, to)) continue;
    totals.set(counter.metric, (totals.get(counter.metric) ?? 0) + counter.value);
    if (counter.metric === 'requestsReceived' || counter.metric === 'bookings') {
      const bucket = buckets.get(bucketOf(range, counter.day));
      if (bucket) bucket[counter.metric === 'bookings' ? 'bookings' : 'requests'] += counter.value;
    }
  }
  const get = (metric: string) => totals.get(metric) ?? 0;
  const perCurrency = (metric: (typeof AMOUNT_METRICS)[number], minus: (typeof AMOUNT_METRICS)[number]) => {
    const amounts: Record<string, number> = {};
    for (const [name, value] of totals) {
      const [base, currency] = name.split('.');
      if (!currency || (base !== metric && base !== minus)) continue;
      amounts[currency] = (amounts[currency] ?? 0) + (base === metric ? value : -value);
    }
    return Object.fromEntries(Object.entries(amounts).filter(([, value]) => value !== 0));
  };
  const busiestDays = [0, 0, 0, 0, 0, 0, 0];
  const busiestHours = Array.from({ length: 24 }, () => 0);
  const flashes: { flashId: string; requests: number }[] = [];
  for (const [name, value] of totals) {
    if (name.startsWith(`${REQUESTED_SLOT_METRIC}.`)) {
      const [, weekday, hour] = name.split('.').map(Number) as [number, number, number];
      if (weekday >= 0 && weekday < 7) busiestDays[weekday]! += value;
      if (hour >= 0 && hour < 24) busiestHours[hour]! += value;
    } else if (name.startsWith(`${FLASH_REQUESTS_METRIC}.`) && value > 0) {
      flashes.push({ flashId: name.slice(FLASH_REQUESTS_METRIC.length + 1), requests: value });
    }
  }
  flashes.sort((a, b) => b.requests - a.requests || a.flashId.localeCompare(b.flashId));
  const decided = get('requestsAccepted') + get('requestsRefused');
  const median = medianMinutes(totals);
  return {
    requestsReceived: get('requestsReceived'),
    requestsAccepted: get('requestsAccepted'),
    requestsRefused: get('requestsRefused'),
    requestsCancelled: get('requestsCancelled'),
    bookings: get('bookings'),
    bookingsCancelled: get('bookingsCancelled'),
    acceptanceRate: decided === 0 ? null : Math.round((get('requestsAccepted') / decided) * 100),
    revenue: perCurrency('revenueCents', 'cancelledRevenueCents'),
    deposits: perCurrency('depositsCents', 'depositsReversedCents'),
    medianFirstResponseMinutes: median ?? null,
    timeSavedMinutes: get('requestsReceived') * MINUTES_SAVED_PER_REQUEST,
    busiestDays,
    busiestHours,
    topFlashes: flashes.slice(0, TOP_FLASHES),
    series: [...buckets].map(([start, values]) => ({ start, ...values })),
  };
}
