import { civilDay, dayNumber } from '../slots/civil-time.ts';
import { type AMOUNT_METRICS, medianMinutes } from './metrics.ts';

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

export interface DayCounter {
  day: string;
  metric: string;
  value: number;
}

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
  /** Requests received per weekday, Monday first (the busiest days). */
  requestsByWeekday: number[];
  /** Requests and bookings per bucket (days for 4 weeks or less, weeks for 3 months, months for 12). */
  series: { start: string; requests: number; bookings: number }[];
}

const bucketOf = (range: PastRange, day: string) => {
  if (range === '12m') return `${day.slice(0, 7)}-01`;
  if (range === '3m') {
    const number = dayNumber(day);
    const weekday = (civilDay(number).weekday + 6) % 7;
    return civilDay(number - weekday).date;
  }
  return day;
};

/** Sums a range's counters into the page's figures (counters outside [from, to] are ignored). */
export function insightFigures(
  range: PastRange,
  from: string,
  to: string,
  counters: readonly DayCounter[],
): InsightFigures {
  const totals = new Map<string, number>();
  const byWeekday = [0, 0, 0, 0, 0, 0, 0];
  const buckets = new Map<string, { requests: number; bookings: number }>();
  for (let number = dayNumber(from); number <= dayNumber(to); number++) {
    const key = bucketOf(range, civilDay(number).date);
    if (!buckets.has(key)) buckets.set(key, { requests: 0, bookings: 0 });
  }
  for (const counter of counters) {
    if (counter.day < from || counter.day > to) continue;
    totals.set(counter.metric, (totals.get(counter.metric) ?? 0) + counter.value);
    if (counter.metric === 'requestsReceived' || counter.metric === 'bookings') {
      const bucket = buckets.get(bucketOf(range, counter.day));
      if (bucket) bucket[counter.metric === 'bookings' ? 'bookings' : 'requests'] += counter.value;
      if (counter.metric === 'requestsReceived') {
        byWeekday[(civilDay(dayNumber(counter.day)).weekday + 6) % 7]! += counter.value;
      }
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
    requestsByWeekday: byWeekday,
    series: [...buckets].map(([start, values]) => ({ start, ...values })),
  };
}
