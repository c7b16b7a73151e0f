import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CountedEvent } from './counted-event.ts';
import { metricsForEvent } from './metrics-for-event.ts';

const fixture = (type: string) =>
  ({
    detailType: type,
    envelope: JSON.parse(
      readFileSync(new URL(`../../../events/fixtures/${type}/v1.json`, import.meta.url), 'utf8'),
    ),
  }) as CountedEvent;
const ARTIST = '8f1d2c3b-0000-4000-8000-000000000001';
const metrics = (event: CountedEvent) =>
  Object.fromEntries(metricsForEvent(event).map((change) => [change.metric, change.amount]));
const withPayload = (event: CountedEvent, changes: Record<string, unknown>) =>
  ({
    ...event,
    envelope: { ...event.envelope, payload: { ...event.envelope.payload, ...changes } },
  }) as CountedEvent;

describe('the statistics of the request lifecycle', () => {
  it('counts a received, an accepted (a booking and its final price), a refused and a cancelled request', () => {
    expect(metrics(fixture('request.created'))).toEqual({
      requestsReceived: 1,
      'requestedSlot.5.11': 1,
      'flashRequests.3c9e7a10-5b2d-4e8f-9a61-2f4b8c0d1e23': 1,
    });
    expect(metrics(fixture('request.accepted'))).toEqual({
      requestsAccepted: 1,
      bookings: 1,
      'revenueCents.EUR': 15000,
    });
    expect(metrics(fixture('request.refused'))).toEqual({ requestsRefused: 1 });
    expect(metrics(fixture('request.cancelled'))).toEqual({ requestsCancelled: 1 });
    expect(metricsForEvent(fixture('request.accepted')).every((change) => change.artistId === ARTIST)).toBe(
      true,
    );
  });

  it('counts a cancelled booking and its price apart from the revenue, whoever cancelled', () => {
    expect(metrics(fixture('booking.cancelled'))).toEqual({
      bookingsCancelled: 1,
      'cancelledRevenueCents.EUR': 15000,
    });
    expect(metrics(withPayload(fixture('booking.cancelled'), { by: 'client' }))).toEqual({
      bookingsCancelled: 1,
      'cancelledRevenueCents.EUR': 15000,
    });
  });

  it('counts a deposit when it is marked received, and a correction back to waiting apart', () => {
    const paid = fixture('payment.updated');
    expect(metrics(paid)).toEqual({ depositsPaid: 1, 'depositsCents.EUR': 5000 });
    expect(metrics(withPayload(paid, { paymentState: 'TOTAL-PAID' }))).toEqual({
      depositsPaid: 1,
      'depositsCents.EUR': 5000,
    });
    expect(
      metrics(withPayload(paid, { previousState: 'TOTAL-PAID', paymentState: 'WAITING-FOR-DEPOSIT' })),
    ).toEqual({ depositsReversed: 1, 'depositsReversedCents.EUR': 5000 });
    expect(metrics(withPayload(paid, { previousState: 'DEPOSIT-PAID', paymentState: 'TOTAL-PAID' }))).toEqual(
      {},
    );
    expect(
      metrics(withPayload(paid, { previousState: 'DEPOSIT-PAID', paymentState: 'DEPOSIT-PAID' })),
    ).toEqual({});
  });

  it('counts no deposit for a booking without one, and no revenue for a free booking', () => {
    expect(metrics(withPayload(fixture('payment.updated'), { depositCents: undefined }))).toEqual({});
    expect(metrics(withPayload(fixture('request.accepted'), { priceCents: 0 }))).toEqual({
      requestsAccepted: 1,
      bookings: 1,
    });
  });

  it('counts a project of several sessions once, and each session its price and minutes (ADR 0093)', () => {
    const accepted = fixture('request.accepted');
    const minutes = 120; // the fixture's slot
    const session = (number: number) => ({ session: { projectId: 'p', number, planned: 3 } });
    expect(metrics(withPayload(accepted, session(1)))).toEqual({
      requestsAccepted: 1,
      bookings: 1,
      projects: 1,
      projectSessions: 1,
      projectSessionMinutes: minutes,
      'revenueCents.EUR': 15000,
    });
    expect(metrics(withPayload(accepted, session(3)))).toEqual({
      projectSessions: 1,
      projectSessionMinutes: minutes,
      'revenueCents.EUR': 15000,
    });
  });

  it('keeps revenue per currency', () => {
    expect(metrics(withPayload(fixture('request.accepted'), { currency: 'CHF' }))).toMatchObject({
      'revenueCents.CHF': 15000,
    });
  });

  it('gives the same totals in any order of the events (counters are sums)', () => {
    const events = [
      fixture('request.created'),
      fixture('request.accepted'),
      fixture('payment.updated'),
      withPayload(fixture('payment.updated'), { previousState: 'DEPOSIT-PAID', paymentState: 'TOTAL-PAID' }),
      fixture('booking.cancelled'),
      fixture('request.refused'),
    ];
    const totals = (list: CountedEvent[]) => {
      const sums = new Map<string, number>();
      for (const event of list)
        for (const change of metricsForEvent(event))
          sums.set(change.metric, (sums.get(change.metric) ?? 0) + change.amount);
      return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)));
    };
    const expected = totals(events);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
        (order) => {
          expect(totals(order)).toEqual(expected);
        },
      ),
    );
  });

  it('counts a moved slot, and an artist’s first answer to a waiting client by the minutes waited', () => {
    expect(metrics(fixture('slot.moved'))).toEqual({ slotsMoved: 1 });
    // A client's message, or an artist's that answers nobody waiting, counts nothing.
    expect(metrics(fixture('message.sent'))).toEqual({});
    const answer = withPayload(fixture('message.sent'), {
      sender: 'artist',
      sentAt: '2026-11-26T10:37:20.000Z',
      respondsToSince: '2026-11-26T10:00:00.000Z',
    });
    expect(metrics(answer)).toEqual({ 'firstResponseMinutes.37': 1 });
    expect(metrics(withPayload(answer, { sender: 'client' }))).toEqual({});
  });

  it('throws for an event it was not routed', () => {
    const unrouted = {
      ...fixture('request.created'),
      detailType: 'travel.created',
    } as unknown as CountedEvent;
    expect(() => metricsForEvent(unrouted)).toThrow(/no statistics rule/);
  });
});
