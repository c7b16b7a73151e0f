import { isDepositPending } from '#shared/domain/lifecycle/payment-state.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import {
  amountMetric,
  type CountMetric,
  firstResponseMetric,
  flashRequestsMetric,
  requestedSlotMetric,
} from '#shared/domain/statistics/metrics.ts';
import type { CountedEvent, CountedPayload, CountedType } from './counted-event.ts';

/** One counter change an event causes: `amount` added to `metric` of the artist, on the artist's local day. */
export interface MetricChange {
  artistId: string;
  metric: string;
  amount: number;
}

/** What each counted detail type's rule reads, and the changes it gives. */
type Rules = { [D in CountedType]: (payload: CountedPayload<D>) => MetricChange[] };

const count = (artistId: string, metric: CountMetric): MetricChange => ({
  artistId,
  metric,
  amount: 1,
});

/**
 * An accepted request is one booking and its price. A project of several sessions (ADR 0093) counts
 * once, by its first session (the request accepted); every session adds its price and its minutes,
 * and a further session, booked by the artist with no request of its own, nothing more.
 */
function accepted(payload: CountedPayload<'request.accepted'>): MetricChange[] {
  const { artistId, session } = payload;
  const revenue = {
    artistId,
    metric: amountMetric('revenueCents', payload.currency),
    amount: payload.priceCents,
  };
  const first = !session || session.number === 1;
  return [
    ...(first ? [count(artistId, 'requestsAccepted'), count(artistId, 'bookings')] : []),
    ...(session && session.number === 1 ? [count(artistId, 'projects')] : []),
    ...(session
      ? [
          count(artistId, 'projectSessions'),
          { artistId, metric: 'projectSessionMinutes', amount: payload.slot.durationMinutes },
        ]
      : []),
    revenue,
  ];
}

function bookingCancelledChanges(payload: CountedPayload<'booking.cancelled'>): MetricChange[] {
  const { artistId } = payload;
  return [
    count(artistId, 'bookingsCancelled'),
    {
      artistId,
      metric: amountMetric('cancelledRevenueCents', payload.currency),
      amount: payload.priceCents,
    },
  ];
}

/**
 * Deposits count when they change hands: marked received (from WAITING-FOR-DEPOSIT to DEPOSIT-PAID
 * or TOTAL-PAID) adds the deposit; set back to waiting (a correction) adds it to the reversed
 * counters. DEPOSIT-PAID ↔ TOTAL-PAID and note-only changes move no deposit.
 */
function depositChanges(payload: CountedPayload<'payment.updated'>): MetricChange[] {
  const { artistId, currency, depositCents } = payload;
  if (!depositCents) return [];
  const wasPending = isDepositPending(payload.previousState, depositCents);
  const isPending = isDepositPending(payload.paymentState, depositCents);
  if (wasPending === isPending) return [];
  return wasPending
    ? [
        count(artistId, 'depositsPaid'),
        { artistId, metric: amountMetric('depositsCents', currency), amount: depositCents },
      ]
    : [
        count(artistId, 'depositsReversed'),
        { artistId, metric: amountMetric('depositsReversedCents', currency), amount: depositCents },
      ];
}

/**
 * A request: one more received, one on the requested slot's local weekday and hour (the busiest days
 * and hours), and one for its flash if it names one (the top flashes).
 */
function requestCreatedChanges(payload: CountedPayload<'request.created'>): MetricChange[] {
  const { artistId, flashId, slot } = payload;
  const changes = [count(artistId, 'requestsReceived')];
  if (slot) {
    const weekday = (civilDay(dayNumber(slot.localDate)).weekday + 6) % 7;
    const hour = Number(slot.localStart.slice(0, 2));
    if (Number.isInteger(hour) && hour >= 0 && hour < 24)
      changes.push({ artistId, metric: requestedSlotMetric(weekday, hour), amount: 1 });
  }
  if (flashId) changes.push({ artistId, metric: flashRequestsMetric(flashId), amount: 1 });
  return changes;
}

/** Which counters each detail type moves; the insights page and the daily summary read these counters. */
const rules: Rules = {
  'artist.onboarded': (payload) => [count(payload.artistId, 'onboarded')],
  'request.created': requestCreatedChanges,
  'request.accepted': accepted,
  'request.refused': (payload) => [count(payload.artistId, 'requestsRefused')],
  'request.cancelled': (payload) => [count(payload.artistId, 'requestsCancelled')],
  'booking.cancelled': bookingCancelledChanges,
  'payment.updated': depositChanges,
  'slot.moved': (payload) => [count(payload.artistId, 'slotsMoved')],
  'message.sent': ({ artistId, sender, sentAt, respondsToSince }) => {
    if (sender !== 'artist' || !respondsToSince) return [];
    const minutes = (Date.parse(sentAt) - Date.parse(respondsToSince)) / 60_000;
    return [{ artistId, metric: firstResponseMetric(minutes), amount: 1 }];
  },
};

/**
 * The counter changes of one event, merged by artist and metric (one transaction item per counter)
 * and without zero amounts.
 */
export function metricsForEvent(event: CountedEvent): MetricChange[] {
  // A rule gives a handful of changes: merged by a scan, not a map (this runs on every event).
  const merged: MetricChange[] = [];
  for (const change of ruleChanges(event)) {
    const known = merged.find((m) => m.artistId === change.artistId && m.metric === change.metric);
    if (known) known.amount += change.amount;
    else merged.push({ ...change });
  }
  return merged.filter((change) => change.amount !== 0);
}

/**
 * The changes of one event as its rule gives them, unmerged and zero amounts included: for a caller
 * that sums them anyway (aggregateCounters), without metricsForEvent's copies.
 */
export function ruleChanges(event: CountedEvent): MetricChange[] {
  return changesBy(event);
}

export const countedDetailTypes = Object.keys(rules);

function changesBy<D extends CountedType>(event: CountedEvent<D>): MetricChange[] {
  const rule: Rules[D] | undefined = rules[event.detailType];
  if (!rule) throw new Error(`no statistics rule for ${event.detailType}`);
  return rule(event.envelope.payload);
}
