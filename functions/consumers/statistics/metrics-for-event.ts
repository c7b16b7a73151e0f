import { isDepositPending } from '#shared/domain/lifecycle/payment-state.ts';
import type { Currency } from '#shared/domain/money.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import {
  type AmountMetric,
  amountMetric,
  type CountMetric,
  FLASH_REQUESTS_METRIC,
  firstResponseMetric,
  flashRequestsMetric,
  REQUESTED_SLOT_METRIC,
  requestedSlotMetric,
} from '#shared/domain/statistics/metrics.ts';
import { BoundedCache } from './bounded-cache.ts';
import type { CountedEvent, CountedPayload, CountedType } from './counted-event.ts';

/** One counter change an event causes: `amount` added to `metric` of the artist, on the artist's local day. */
export interface MetricChange {
  artistId: string;
  metric: string;
  amount: number;
}

/** Where a rule adds its changes: one sink for many events, so a rule builds no array. */
export interface ChangeSink {
  add(artistId: string, metric: string, amount: number): void;
}

/** What each counted detail type's rule reads, and the changes it adds. */
type Rules = { [D in CountedType]: (payload: CountedPayload<D>, sink: ChangeSink) => void };

const count = (sink: ChangeSink, artistId: string, metric: CountMetric) => sink.add(artistId, metric, 1);

/**
 * Metric names built once each (`revenueCents.EUR`, `requestedSlot.5.11`, `flashRequests.<id>`):
 * the rules run on every event and the same few names come back. Bounded, as the day cache is.
 */
const MAX_NAMES = 100_000;
const names = new BoundedCache<string | number, string>(MAX_NAMES);

function named(family: string, key: string | number, build: () => string): string {
  const known = names.family(family);
  let name = known.get(key);
  if (name === undefined) {
    name = build();
    known.set(key, name);
    names.added();
  }
  return name;
}

const amountName = (metric: AmountMetric, currency: Currency) =>
  named(metric, currency, () => amountMetric(metric, currency));

/**
 * An accepted request is one booking and its price. A project of several sessions (ADR 0093) counts
 * once, by its first session (the request accepted); every session adds its price and its minutes,
 * and a further session, booked by the artist with no request of its own, nothing more.
 */
function accepted(payload: CountedPayload<'request.accepted'>, sink: ChangeSink): void {
  const { artistId, session } = payload;
  if (!session || session.number === 1) {
    count(sink, artistId, 'requestsAccepted');
    count(sink, artistId, 'bookings');
  }
  if (session) {
    if (session.number === 1) count(sink, artistId, 'projects');
    count(sink, artistId, 'projectSessions');
    sink.add(artistId, 'projectSessionMinutes', payload.slot.durationMinutes);
  }
  sink.add(artistId, amountName('revenueCents', payload.currency), payload.priceCents);
}

function bookingCancelledChanges(payload: CountedPayload<'booking.cancelled'>, sink: ChangeSink): void {
  const { artistId } = payload;
  count(sink, artistId, 'bookingsCancelled');
  sink.add(artistId, amountName('cancelledRevenueCents', payload.currency), payload.priceCents);
}

/**
 * Deposits count when they change hands: marked received (from WAITING-FOR-DEPOSIT to DEPOSIT-PAID
 * or TOTAL-PAID) adds the deposit; set back to waiting (a correction) adds it to the reversed
 * counters. DEPOSIT-PAID ↔ TOTAL-PAID and note-only changes move no deposit.
 */
function depositChanges(payload: CountedPayload<'payment.updated'>, sink: ChangeSink): void {
  const { artistId, currency, depositCents } = payload;
  if (!depositCents) return;
  const wasPending = isDepositPending(payload.previousState, depositCents);
  const isPending = isDepositPending(payload.paymentState, depositCents);
  if (wasPending === isPending) return;
  if (wasPending) {
    count(sink, artistId, 'depositsPaid');
    sink.add(artistId, amountName('depositsCents', currency), depositCents);
  } else {
    count(sink, artistId, 'depositsReversed');
    sink.add(artistId, amountName('depositsReversedCents', currency), depositCents);
  }
}

/** The weekday (0 = Monday) of a local date, kept per date: requests ask for the same few days. */
const weekdays = new Map<string, number>();

function weekdayOf(localDate: string): number {
  let weekday = weekdays.get(localDate);
  if (weekday === undefined) {
    if (weekdays.size >= MAX_NAMES) weekdays.clear();
    weekday = (civilDay(dayNumber(localDate)).weekday + 6) % 7;
    weekdays.set(localDate, weekday);
  }
  return weekday;
}

/**
 * A request: one more received, one on the requested slot's local weekday and hour (the busiest days
 * and hours), and one for its flash if it names one (the top flashes).
 */
function requestCreatedChanges(payload: CountedPayload<'request.created'>, sink: ChangeSink): void {
  const { artistId, flashId, slot } = payload;
  count(sink, artistId, 'requestsReceived');
  if (slot) {
    const weekday = weekdayOf(slot.localDate);
    const hour = Number(slot.localStart.slice(0, 2));
    if (Number.isInteger(hour) && hour >= 0 && hour < 24) {
      const metric = named(REQUESTED_SLOT_METRIC, weekday * 24 + hour, () =>
        requestedSlotMetric(weekday, hour),
      );
      sink.add(artistId, metric, 1);
    }
  }
  if (flashId)
    sink.add(
      artistId,
      named(FLASH_REQUESTS_METRIC, flashId, () => flashRequestsMetric(flashId)),
      1,
    );
}

/** Which counters each detail type moves; the insights page and the daily summary read these counters. */
const rules: Rules = {
  'artist.onboarded': (payload, sink) => count(sink, payload.artistId, 'onboarded'),
  'request.created': requestCreatedChanges,
  'request.accepted': accepted,
  'request.refused': (payload, sink) => count(sink, payload.artistId, 'requestsRefused'),
  'request.cancelled': (payload, sink) => count(sink, payload.artistId, 'requestsCancelled'),
  'booking.cancelled': bookingCancelledChanges,
  'payment.updated': depositChanges,
  'slot.moved': (payload, sink) => count(sink, payload.artistId, 'slotsMoved'),
  'message.sent': ({ artistId, sender, sentAt, respondsToSince }, sink) => {
    if (sender !== 'artist' || !respondsToSince) return;
    const minutes = (Date.parse(sentAt) - Date.parse(respondsToSince)) / 60_000;
    sink.add(artistId, firstResponseMetric(minutes), 1);
  },
};

/**
 * The counter changes of one event, merged by artist and metric (one transaction item per counter)
 * and without zero amounts.
 */
export function metricsForEvent(event: CountedEvent): MetricChange[] {
  // A rule gives a handful of changes: merged by a scan, not a map.
  const merged: MetricChange[] = [];
  addChanges(event, {
    add(artistId, metric, amount) {
      const known = merged.find((m) => m.artistId === artistId && m.metric === metric);
      if (known) known.amount += amount;
      else merged.push({ artistId, metric, amount });
    },
  });
  return merged.filter((change) => change.amount !== 0);
}

export const countedDetailTypes = Object.keys(rules);

/**
 * Adds the changes of one event to `sink` as its rule gives them, unmerged and zero amounts
 * included: for a caller that sums them anyway (aggregateCounters), with no array per event.
 */
export function addChanges<D extends CountedType>(event: CountedEvent<D>, sink: ChangeSink): void {
  const rule: Rules[D] | undefined = rules[event.detailType];
  if (!rule) throw new Error(`no statistics rule for ${event.detailType}`);
  rule(event.envelope.payload, sink);
}
