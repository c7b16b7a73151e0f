import {
  balanceDueCents,
  isDepositPending,
  type PaymentState,
} from '#shared/domain/lifecycle/payment-state.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';

/**
 * The insights page's upcoming figures (issue 12, spec's "upcoming 7 days, 4 weeks, 3 months"): the
 * confirmed bookings ahead, read from the calendar's index by slot start. Pure, like insights.ts.
 */
export const UPCOMING_RANGES = ['7d', '4w', '3m'] as const;
export type UpcomingRange = (typeof UPCOMING_RANGES)[number];

/** The first and last local day of an upcoming range starting today (both included). */
export function upcomingRangeDays(range: UpcomingRange, today: string): { from: string; to: string } {
  const todayNumber = dayNumber(today);
  if (range === '7d') return { from: today, to: civilDay(todayNumber + 6).date };
  if (range === '4w') return { from: today, to: civilDay(todayNumber + 27).date };
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + 3, day - 1));
  return { from: today, to: end.toISOString().slice(0, 10) };
}

export interface UpcomingBooking {
  localDate: string;
  durationMinutes: number;
  status: 'confirmed' | 'canceled';
  priceCents: number;
  depositCents?: number;
  currency: string;
  paymentState: PaymentState;
  /** A session of a project (ADR 0093): credited its share of the project's deposit. */
  session?: { number: number; depositCreditCents: number } | undefined;
}

export interface UpcomingFigures {
  /** Confirmed bookings whose slot starts in the range. */
  bookings: number;
  /** Their time in the chair, in minutes. */
  bookedMinutes: number;
  /** Their final prices, per currency, in cents. */
  expectedRevenue: Record<string, number>;
  /** Deposits already received for them, per currency. */
  depositsReceived: Record<string, number>;
  /** Deposits still awaited: how many bookings, and how much per currency. */
  depositsPending: { count: number; amounts: Record<string, number> };
  /** What clients will still pay on the day (price less a deposit received; 0 once paid in full). */
  balanceDue: Record<string, number>;
  /** Bookings per local weekday, Monday first. */
  busiestDays: number[];
  /** Bookings per bucket: days up to 4 weeks, weeks (from Monday) for 3 months. */
  series: { start: string; bookings: number }[];
}

const add = (record: Record<string, number>, currency: string, cents: number) => {
  if (cents > 0) record[currency] = (record[currency] ?? 0) + cents;
};

export function upcomingFigures(
  range: UpcomingRange,
  from: string,
  to: string,
  bookings: readonly UpcomingBooking[],
): UpcomingFigures {
  const bucketOf = (day: string) => {
    if (range !== '3m') return day;
    const number = dayNumber(day);
    return civilDay(number - ((civilDay(number).weekday + 6) % 7)).date;
  };
  const series = new Map<string, number>();
  for (let number = dayNumber(from); number <= dayNumber(to); number++)
    series.set(bucketOf(civilDay(number).date), 0);
  const figures: UpcomingFigures = {
    bookings: 0,
    bookedMinutes: 0,
    expectedRevenue: {},
    depositsReceived: {},
    depositsPending: { count: 0, amounts: {} },
    balanceDue: {},
    busiestDays: [0, 0, 0, 0, 0, 0, 0],
    series: [],
  };
  for (const booking of bookings) {
    if (booking.status !== 'confirmed' || booking.localDate < from || booking.localDate > to) continue;
    const { currency, priceCents, paymentState } = booking;
    const deposit = booking.depositCents ?? 0;
    figures.bookings += 1;
    figures.bookedMinutes += booking.durationMinutes;
    add(figures.expectedRevenue, currency, priceCents);
    if (isDepositPending(paymentState, deposit)) {
      figures.depositsPending.count += 1;
      add(figures.depositsPending.amounts, currency, deposit);
    } else if (paymentState !== 'WAITING-FOR-DEPOSIT') add(figures.depositsReceived, currency, deposit);
    // What the client pays on the day: less a deposit (pending counts as it will be), or a project
    // session's share of its project's deposit (ADR 0093).
    const pendingPaid = isDepositPending(paymentState, deposit) ? 'DEPOSIT-PAID' : paymentState;
    add(figures.balanceDue, currency, balanceDueCents({ ...booking, paymentState: pendingPaid }));
    figures.busiestDays[(civilDay(dayNumber(booking.localDate)).weekday + 6) % 7]! += 1;
    const bucket = bucketOf(booking.localDate);
    series.set(bucket, (series.get(bucket) ?? 0) + 1);
  }
  figures.series = [...series].map(([start, count]) => ({ start, bookings: count }));
  return figures;
}
