import { readFileSync } from 'node:fs';
import type { EventBridgeEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  aggregateCounters,
  countersWithMonthTotals,
  quarterOf,
  withMonthTotals,
} from './aggregate-counters.ts';
import { parseCountedEvent } from './counted-event.ts';

const ARTIST = '8f1d2c3b-0000-4000-8000-000000000001';
const busEvent = (type: string, occurredAt?: string, payload: Record<string, unknown> = {}) => {
  const detail = JSON.parse(
    readFileSync(new URL(`../../../events/fixtures/${type}/v1.json`, import.meta.url), 'utf8'),
  );
  if (occurredAt) detail.metadata.occurredAt = occurredAt;
  Object.assign(detail.payload, payload);
  return { 'detail-type': type, source: 'inkslot', detail } as unknown as EventBridgeEvent<string, unknown>;
};

describe('parseCountedEvent', () => {
  it('reads the envelope as the outbox wrote it, the payload trusted (validated once, ADR 0102)', () => {
    const event = parseCountedEvent(busEvent('request.accepted'));
    expect(event.detailType).toBe('request.accepted');
    expect(event.envelope.metadata.version).toBe(1);
    expect(event.envelope.payload).toMatchObject({
      artistId: ARTIST,
      priceCents: 15000,
      currency: 'EUR',
      slot: { durationMinutes: 120 },
    });
  });

  it('refuses, with its reason, an event of a version it does not read, no envelope, or a type nothing counts', () => {
    const later = busEvent('request.accepted');
    (later.detail as { metadata: { version: number } }).metadata.version = 2;
    expect(() => parseCountedEvent(later)).toThrow(
      'request.accepted v2: this consumer reads versions 1 to 1',
    );
    const unversioned = busEvent('request.created');
    (unversioned.detail as { metadata: { version?: number } }).metadata.version = undefined;
    expect(() => parseCountedEvent(unversioned)).toThrow(/request.created vundefined/);
    const bare = { ...busEvent('slot.moved'), detail: { artistId: ARTIST } };
    expect(() => parseCountedEvent(bare)).toThrow('slot.moved: not an event envelope');
    expect(() => parseCountedEvent(busEvent('flash.created'))).toThrow(/no statistics rule/);
  });
});

describe('quarterOf', () => {
  it('reads the quarter hour of an instant as Date.parse would', () => {
    for (const instant of [
      '2026-11-22T09:14:59.999Z',
      '2026-11-22T09:15:00.000Z',
      '2024-02-29T23:59:00.000Z',
      '1999-12-31T00:44:00.000Z',
      '2026-11-22T10:15:00+01:00',
      '2026-11-22T09:15:00Z',
    ])
      expect(quarterOf(instant), instant).toBe(Math.floor(Date.parse(instant) / 900_000));
    expect(() => quarterOf('2026-02-30T09:15:00.000Z')).toThrow(RangeError);
  });
});

describe('aggregateCounters', () => {
  it('sums the events of one artist, day and metric', () => {
    const events = [1, 2, 3].map(() =>
      parseCountedEvent(busEvent('request.accepted', '2026-11-22T09:00:00.000Z')),
    );
    expect(aggregateCounters(events, () => 'Europe/Paris')).toEqual([
      { artistId: ARTIST, day: '2026-11-22', metric: 'requestsAccepted', amount: 3 },
      { artistId: ARTIST, day: '2026-11-22', metric: 'bookings', amount: 3 },
      { artistId: ARTIST, day: '2026-11-22', metric: 'revenueCents.EUR', amount: 45000 },
    ]);
  });

  it('counts on the artist’s local day, quarter-hour offsets included', () => {
    // 18:14 UTC is 23:59 in Kathmandu (+5:45); 18:15 is the next day there.
    const at = (time: string) => parseCountedEvent(busEvent('request.created', `2026-11-22T${time}:00.000Z`));
    const days = (zone: string) =>
      aggregateCounters([at('18:14'), at('18:15')], () => zone)
        .filter((change) => change.metric === 'requestsReceived')
        .map(({ day, amount }) => [day, amount]);
    expect(days('Asia/Kathmandu')).toEqual([
      ['2026-11-22', 1],
      ['2026-11-23', 1],
    ]);
    expect(days('America/New_York')).toEqual([['2026-11-22', 2]]);
  });

  it('keeps a deposit received and one set back on their own counters', () => {
    const received = parseCountedEvent(
      busEvent('payment.updated', undefined, {
        previousState: 'WAITING-FOR-DEPOSIT',
        paymentState: 'DEPOSIT-PAID',
      }),
    );
    const reversed = parseCountedEvent(
      busEvent('payment.updated', undefined, {
        previousState: 'DEPOSIT-PAID',
        paymentState: 'WAITING-FOR-DEPOSIT',
      }),
    );
    const metrics = aggregateCounters([received, reversed], () => 'Europe/Paris').map(
      (change) => change.metric,
    );
    expect(metrics).toContain('depositsPaid');
    expect(metrics).toContain('depositsReversed');
    expect(
      aggregateCounters([received, received], () => 'Europe/Paris').find((c) => c.metric === 'depositsPaid')
        ?.amount,
    ).toBe(2);
  });
});

describe('request.created', () => {
  it('counts the request, its slot’s local weekday and hour, and its flash', () => {
    // The fixture asks Saturday 2026-12-05 at 11:00 for a flash.
    const event = parseCountedEvent(busEvent('request.created', '2026-11-22T09:00:00.000Z'));
    expect(aggregateCounters([event], () => 'Europe/Paris').map((change) => change.metric)).toEqual([
      'requestsReceived',
      'requestedSlot.5.11',
      'flashRequests.3c9e7a10-5b2d-4e8f-9a61-2f4b8c0d1e23',
    ]);
    const custom = parseCountedEvent(
      busEvent('request.created', '2026-11-22T09:00:00.000Z', { flashId: undefined }),
    );
    expect(aggregateCounters([custom], () => 'Europe/Paris').map((change) => change.metric)).toEqual([
      'requestsReceived',
      'requestedSlot.5.11',
    ]);
  });
});

describe('withMonthTotals', () => {
  it('adds each day’s change to its month’s total, summed per artist, month and metric', () => {
    const changes = [
      { artistId: 'a', day: '2026-10-30', metric: 'bookings', amount: 2 },
      { artistId: 'a', day: '2026-10-31', metric: 'bookings', amount: 1 },
      { artistId: 'a', day: '2026-11-01', metric: 'bookings', amount: 4 },
      { artistId: 'b', day: '2026-10-31', metric: 'bookings', amount: 5 },
    ];
    expect(withMonthTotals(changes)).toEqual([
      ...changes,
      { artistId: 'a', day: 'M2026-10', metric: 'bookings', amount: 3 },
      { artistId: 'a', day: 'M2026-11', metric: 'bookings', amount: 4 },
      { artistId: 'b', day: 'M2026-10', metric: 'bookings', amount: 5 },
    ]);
  });
});

describe('countersWithMonthTotals', () => {
  it('gives what withMonthTotals gives on aggregateCounters, across days, months and artists', () => {
    const events = [
      '2026-10-31T22:30:00.000Z',
      '2026-10-31T23:30:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ].flatMap((at) => [
      parseCountedEvent(busEvent('request.accepted', at)),
      parseCountedEvent(busEvent('request.created', at, { artistId: 'another' })),
    ]);
    const zoneOf = (artistId: string) => (artistId === ARTIST ? 'Europe/Paris' : 'America/New_York');
    const expected = withMonthTotals(aggregateCounters(events, zoneOf));
    expect(expected.filter((change) => change.day === 'M2026-11' && change.artistId === ARTIST)).toHaveLength(
      3,
    );
    expect(countersWithMonthTotals(events, zoneOf)).toEqual(expected);
  });
});
